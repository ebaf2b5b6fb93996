import { idParamsSchema } from '../../../shared/schemas/common';
import { deleteApiary } from '../../lib/data/apiaries';
import { httpHandler } from '../../lib/http/handler';
import { noContent } from '../../lib/http/responses';
import { apiariesRoutes as routes } from '../../routes/apiaries';

/** DELETE /api/apiaries/{id}: 204; 409 while the apiary still has hives, 404 when the caller has no such apiary. */
export const handler = httpHandler(routes.deleteApiary, { params: idParamsSchema }, async ({ caller, params }) => {
  await deleteApiary(caller, params.id);
  return noContent();
});
