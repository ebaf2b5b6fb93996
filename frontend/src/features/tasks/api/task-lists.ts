import { apiPath, routes } from '@/lib/api-routes';

/**
 * The keys of the task lists, apart from their requests so the dashboard's card doesn't download the schedule's:
 * every schedule list is keyed under the first, the dashboard's Upcoming Tasks under the second.
 */
export const tasksQueryKey = () => [apiPath(routes.listTasks)] as const;
export const upcomingTasksQueryKey = () => [apiPath(routes.listUpcomingTasks)] as const;

/** The lists a task's change shows in: the schedule's and the dashboard's Upcoming Tasks. */
export const taskListQueryKeys = () => [tasksQueryKey(), upcomingTasksQueryKey()];
