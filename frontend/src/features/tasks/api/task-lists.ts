import { tasksQueryKey } from './get-tasks';
import { upcomingTasksQueryKey } from './get-upcoming-tasks';

/** The lists a task's change shows in: the schedule's and the dashboard's Upcoming Tasks. */
export const taskListQueryKeys = () => [tasksQueryKey(), upcomingTasksQueryKey()];
