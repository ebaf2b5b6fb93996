import type { TaskPatch, TaskUpdateAnswer } from '@shared/schemas/task';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';
import { taskListQueryKeys } from './task-lists';

/**
 * `PATCH /api/tasks/{id}`: the fields given (left out: unchanged; null: removed). Completing a repeating task
 * answers the next one it scheduled as `nextTask`.
 */
export const updateTask = ({ id, patch }: { id: string; patch: TaskPatch }) =>
  api.patch<TaskUpdateAnswer>(apiPath(routes.updateTask, { id }), patch);

export function useUpdateTask() {
  return useInvalidatingMutation(updateTask, taskListQueryKeys());
}
