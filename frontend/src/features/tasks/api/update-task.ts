import type { TaskPatch, TaskUpdateAnswer } from '@shared/schemas/task';
import { apiPath, routes } from '@/lib/api-routes';
import { useRecordWrite } from '@/lib/offline/record-write';
import { taskListQueryKeys } from './task-lists';

export interface TaskEdit {
  id: string;
  /** What the outbox calls it: the task's title. */
  title: string;
  /** The version an edit's form opened with; a checkbox sends none (done is done, whoever ticked it first). */
  version?: string | undefined;
  patch: TaskPatch;
}

/**
 * `PATCH /api/tasks/{id}`: the fields given (left out: unchanged; null: removed). Completing a repeating task
 * answers the next one it scheduled as `nextTask`.
 */
export function useUpdateTask() {
  return useRecordWrite<TaskEdit, TaskUpdateAnswer>(
    ({ id, title, version, patch }) => ({
      recordType: 'task',
      method: 'PATCH',
      path: apiPath(routes.updateTask, { id }),
      recordId: id,
      version,
      body: patch,
      label: { noun: title },
    }),
    taskListQueryKeys(),
  );
}
