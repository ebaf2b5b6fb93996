import { RECORD_VERSION_HEADER } from '../../../shared/domain/offline-sync';
import { editHeadersSchema, idParamsSchema } from '../../../shared/schemas/common';
import { treatmentInputSchema } from '../../../shared/schemas/treatment';
import { updateTreatment } from '../../lib/data/treatments';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { treatmentsRoutes as routes } from '../../routes/treatments';

/**
 * PUT /api/treatments/{id} (Pro): 200 with the edited treatment, its pending recount task and its feeding total
 * moved with it; 404 when the treatment or the hive isn't the caller's.
 * 409 with the stored record when the edit started from another version (RECORD_VERSION_HEADER).
 */
export const handler = httpHandler(
  routes.updateTreatment,
  { params: idParamsSchema, body: treatmentInputSchema, headers: editHeadersSchema },
  async ({ caller, params, body, headers }) =>
    ok(await updateTreatment(caller, params.id, body, headers[RECORD_VERSION_HEADER])),
);
