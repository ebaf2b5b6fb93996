import { taskInputSchema } from '../../../shared/schemas/task';
import { createTask } from '../../lib/data/tasks';
import { httpHandler } from '../../lib/http/handler';
import { created } from '../../lib/http/responses';
import { routes } from '../../routes';

/** POST /api/tasks: 201 with the task; 404 when its hive or apiary isn't the caller's. */
export const handler = httpHandler(routes.createTask, { body: taskInputSchema }, async ({ caller, body }) =>
  created(await createTask(caller, body)),
);
