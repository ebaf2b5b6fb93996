import { upcomingTasksQuerySchema } from '../../../shared/schemas/task';
import { listUpcomingTasks } from '../../lib/data/tasks';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { tasksRoutes as routes } from '../../routes/tasks';

/** GET /api/tasks/upcoming: the caller's pending tasks due today or later, soonest first (`?limit=` 5 by default). */
export const handler = httpHandler(
  routes.listUpcomingTasks,
  { query: upcomingTasksQuerySchema },
  async ({ caller, query }) => ok(await listUpcomingTasks(caller, query.limit)),
);
