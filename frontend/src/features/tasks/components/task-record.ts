import { TOASTS } from '@shared/messages';
import type { RecordKind } from '@/lib/record-kind';

/**
 * Tasks in the record-screen kit: Create Task, Update Task, Edit Task, and the `TOASTS.task*` texts, whose
 * failures say the server's message.
 */
export const TASK_RECORD: RecordKind = {
  record: 'task',
  toasts: {
    created: TOASTS.taskCreated,
    updated: TOASTS.taskUpdated,
    deleted: TOASTS.taskDeleted,
    createFailed: TOASTS.taskCreateFailedBecause,
    updateFailed: TOASTS.taskUpdateFailedBecause,
    deleteFailed: TOASTS.taskDeleteFailed,
  },
};
