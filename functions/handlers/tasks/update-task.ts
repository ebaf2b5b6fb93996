import { RECORD_VERSION_HEADER } from '../../../shared/domain/offline-sync';
import { editHeadersSchema, idParamsSchema } from '../../../shared/schemas/common';
import { taskPatchSchema } from '../../../shared/schemas/task';
import { updateTask } from '../../lib/data/tasks';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { tasksRoutes as routes } from '../../routes/tasks';

/**
 * PATCH /api/tasks/{id}: changes the fields sent; 200 with `{ task, nextTask }`, `nextTask` being the next one a
 * completed repeating task scheduled (else null). 404 when the task, or a hive or apiary it names, isn't theirs.
 * 409 with the stored record when the edit started from another version (RECORD_VERSION_HEADER).
 */
export const handler = httpHandler(
  routes.updateTask,
  { params: idParamsSchema, body: taskPatchSchema, headers: editHeadersSchema },
  async ({ caller, params, body, headers }) =>
    ok(await updateTask(caller, params.id, body, headers[RECORD_VERSION_HEADER])),
);
