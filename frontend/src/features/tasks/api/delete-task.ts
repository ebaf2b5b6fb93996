import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';
import { taskListQueryKeys } from './task-lists';

/** `DELETE /api/tasks/{id}`. */
export const deleteTask = (id: string) => api.delete(apiPath(routes.deleteTask, { id }));

export function useDeleteTask() {
  return useInvalidatingMutation(deleteTask, taskListQueryKeys());
}
