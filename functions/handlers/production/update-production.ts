import { idParamsSchema } from '../../../shared/schemas/common';
import { productionInputSchema } from '../../../shared/schemas/production';
import { updateProduction } from '../../lib/data/production';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { routes } from '../../routes';

/** PUT /api/production/{id} (Pro): 200 with the edited harvest, its tallies moved with it; 404 when it or the hive isn't the caller's. */
export const handler = httpHandler(
  routes.updateProduction,
  { params: idParamsSchema, body: productionInputSchema },
  async ({ caller, params, body }) => ok(await updateProduction(caller, params.id, body)),
);
