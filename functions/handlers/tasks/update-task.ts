import { idParamsSchema } from '../../../shared/schemas/common';
import { taskPatchSchema } from '../../../shared/schemas/task';
import { updateTask } from '../../lib/data/tasks';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { routes } from '../../routes';

/**
 * PATCH /api/tasks/{id}: changes the fields sent; 200 with `{ task, nextTask }`, `nextTask` being the next one a
 * completed repeating task scheduled (else null). 404 when the task, or a hive or apiary it names, isn't theirs.
 */
export const handler = httpHandler(
  routes.updateTask,
  { params: idParamsSchema, body: taskPatchSchema },
  async ({ caller, params, body }) => ok(await updateTask(caller, params.id, body)),
);
