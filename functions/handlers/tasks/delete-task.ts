import { idParamsSchema } from '../../../shared/schemas/common';
import { deleteTask } from '../../lib/data/tasks';
import { httpHandler } from '../../lib/http/handler';
import { noContent } from '../../lib/http/responses';
import { tasksRoutes as routes } from '../../routes/tasks';

/** DELETE /api/tasks/{id}: 204 (a recount task is also forgotten by its treatment); 404 when not theirs. */
export const handler = httpHandler(routes.deleteTask, { params: idParamsSchema }, async ({ caller, params }) => {
  await deleteTask(caller, params.id);
  return noContent();
});
