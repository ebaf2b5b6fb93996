import { taskCreateSchema } from '../../../shared/schemas/task';
import { createTask } from '../../lib/data/tasks';
import { httpHandler } from '../../lib/http/handler';
import { createdOrFound } from '../../lib/http/responses';
import { tasksRoutes as routes } from '../../routes/tasks';

/**
 * POST /api/tasks: 201 with the task; 404 when its hive or apiary isn't the caller's.
 * With the app's `id`, 200 with the stored record when one of that id exists (a replay: nothing written).
 */
export const handler = httpHandler(
  routes.createTask,
  { body: taskCreateSchema },
  async ({ caller, body: { id, ...input } }) => createdOrFound(await createTask(caller, input, id)),
);
