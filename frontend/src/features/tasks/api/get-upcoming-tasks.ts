import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Task } from '@shared/schemas/task';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';
import { upcomingTasksQueryKey } from './task-lists';

/** `GET /api/tasks/upcoming`: the pending tasks due today or later, soonest first (5 unless `limit` says). */
export const getUpcomingTasks = (limit?: number) => api.get<Task[]>(apiPath(routes.listUpcomingTasks, {}, { limit }));

export const upcomingTasksQueryOptions = (limit?: number) =>
  queryOptions({ queryKey: [...upcomingTasksQueryKey(), { limit }], queryFn: () => getUpcomingTasks(limit) });

/** The dashboard's Upcoming Tasks. */
export function useUpcomingTasks(limit?: number) {
  return useQuery(upcomingTasksQueryOptions(limit));
}
