import { idParamsSchema } from '../../../shared/schemas/common';
import { deleteProduction } from '../../lib/data/production';
import { httpHandler } from '../../lib/http/handler';
import { noContent } from '../../lib/http/responses';
import { productionRoutes as routes } from '../../routes/production';

/** DELETE /api/production/{id} (Pro): 204, its tallies taken off; 404 when it isn't the caller's. */
export const handler = httpHandler(routes.deleteProduction, { params: idParamsSchema }, async ({ caller, params }) => {
  await deleteProduction(caller, params.id);
  return noContent();
});
