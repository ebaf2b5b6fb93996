import { RECORD_VERSION_HEADER } from '../../../shared/domain/offline-sync';
import { editHeadersSchema, idParamsSchema } from '../../../shared/schemas/common';
import { productionInputSchema } from '../../../shared/schemas/production';
import { updateProduction } from '../../lib/data/production';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { productionRoutes as routes } from '../../routes/production';

/**
 * PUT /api/production/{id} (Pro): 200 with the edited harvest, its tallies moved with it; 404 when it or the hive
 * isn't the caller's.
 * 409 with the stored record when the edit started from another version (RECORD_VERSION_HEADER).
 */
export const handler = httpHandler(
  routes.updateProduction,
  { params: idParamsSchema, body: productionInputSchema, headers: editHeadersSchema },
  async ({ caller, params, body, headers }) =>
    ok(await updateProduction(caller, params.id, body, headers[RECORD_VERSION_HEADER])),
);
