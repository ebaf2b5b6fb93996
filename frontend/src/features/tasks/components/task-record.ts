import { REPEAT_EVERY_DAYS, TASK_REPEAT_LABELS } from '@shared/domain/task-repeats';
import { TOASTS } from '@shared/messages';
import type { Task, TaskPriority } from '@shared/schemas/task';
import type { RecordKind } from '@/lib/record-kind';

/**
 * Tasks in the record-screen kit: Create Task, Update Task, Edit Task, and the `TOASTS.task*` texts, whose
 * failures say the server's message.
 */
export const TASK_RECORD: RecordKind = {
  noun: 'Task',
  toasts: {
    created: TOASTS.taskCreated,
    updated: TOASTS.taskUpdated,
    deleted: TOASTS.taskDeleted,
    createFailed: TOASTS.taskCreateFailedBecause,
    updateFailed: TOASTS.taskUpdateFailedBecause,
    deleteFailed: TOASTS.taskDeleteFailed,
  },
};

export const TASK_PRIORITY_LABELS = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
} as const satisfies Record<TaskPriority, string>;

/** How a task repeats, in words: "Repeats every 7 days", "Repeats weekly"; null when it doesn't. */
export function repeatLabel({ repeat, repeatEveryDays }: Pick<Task, 'repeat' | 'repeatEveryDays'>): string | null {
  if (repeat === 'none') return null;
  if (repeat === 'every_n_days') {
    const days = repeatEveryDays ?? REPEAT_EVERY_DAYS.min;
    return days === 1 ? 'Repeats every day' : `Repeats every ${days} days`;
  }
  return `Repeats ${TASK_REPEAT_LABELS[repeat].toLowerCase()}`;
}
