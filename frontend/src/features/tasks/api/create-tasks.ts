import type { Task, TaskInput } from '@shared/schemas/task';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';
import { taskListQueryKeys } from './task-lists';

/** `POST /api/tasks/batch`: the season's checked tasks, created together or not at all. */
export const createTasks = (tasks: TaskInput[]) => api.post<Task[]>(apiPath(routes.createTasks), { tasks });

export function useCreateTasks() {
  return useInvalidatingMutation(createTasks, taskListQueryKeys());
}
