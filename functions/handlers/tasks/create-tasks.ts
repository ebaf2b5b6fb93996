import { taskBatchInputSchema } from '../../../shared/schemas/task';
import { createTasks } from '../../lib/data/tasks';
import { httpHandler } from '../../lib/http/handler';
import { createdOrFound } from '../../lib/http/responses';
import { tasksRoutes as routes } from '../../routes/tasks';

/**
 * POST /api/tasks/batch: the season's checklist, all its tasks in one transaction; 201 with them in the order
 * sent, or 404 (and none added) when one names a hive or apiary that isn't the caller's. With the app's ids, 200
 * with the stored tasks when the batch was already added (a replay: nothing written).
 */
export const handler = httpHandler(routes.createTasks, { body: taskBatchInputSchema }, async ({ caller, body }) =>
  createdOrFound(await createTasks(caller, body.tasks)),
);
