import { idParamsSchema } from '../../../shared/schemas/common';
import { deleteInspection } from '../../lib/data/inspections';
import { httpHandler } from '../../lib/http/handler';
import { noContent } from '../../lib/http/responses';
import { inspectionsRoutes as routes } from '../../routes/inspections';

/** DELETE /api/inspections/{id}: 204, the previous inspection current again when it was the latest; 404 when not theirs. */
export const handler = httpHandler(routes.deleteInspection, { params: idParamsSchema }, async ({ caller, params }) => {
  await deleteInspection(caller, params.id);
  return noContent();
});
