import { taskListQuerySchema } from '../../../shared/schemas/task';
import { listTasks } from '../../lib/data/tasks';
import { httpHandler } from '../../lib/http/handler';
import { page } from '../../lib/http/responses';
import { tasksRoutes as routes } from '../../routes/tasks';

/**
 * GET /api/tasks: a page of the caller's tasks (`?status=` all, pending or completed; `?hiveId=` for one hive's,
 * 404 when it isn't theirs; `?limit=` 50 by default, at most 100). Pending ones soonest due first, completed ones
 * most recently due first, `all` the pending then the completed. The next page's cursor, for `?cursor=`, is in
 * the `x-next-cursor` header, absent on the last page.
 */
export const handler = httpHandler(routes.listTasks, { query: taskListQuerySchema }, async ({ caller, query }) => {
  const { tasks, nextCursor } = await listTasks(caller, query);
  return page(tasks, nextCursor);
});
