import { taskBatchInputSchema } from '../../../shared/schemas/task';
import { createTasks } from '../../lib/data/tasks';
import { httpHandler } from '../../lib/http/handler';
import { created } from '../../lib/http/responses';
import { routes } from '../../routes';

/**
 * POST /api/tasks/batch: the season's checklist, all its tasks in one transaction; 201 with them in the order
 * sent, or 404 (and none added) when one names a hive or apiary that isn't the caller's.
 */
export const handler = httpHandler(routes.createTasks, { body: taskBatchInputSchema }, async ({ caller, body }) =>
  created(await createTasks(caller, body.tasks)),
);
