import type { Task, TaskInput } from '@shared/schemas/task';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';
import { taskListQueryKeys } from './task-lists';

/** `POST /api/tasks`: 404 when the hive or apiary isn't the beekeeper's. */
export const createTask = (input: TaskInput) => api.post<Task>(apiPath(routes.createTask), input);

export function useCreateTask() {
  return useInvalidatingMutation(createTask, taskListQueryKeys());
}
