import { idParamsSchema } from '../../../shared/schemas/common';
import { treatmentInputSchema } from '../../../shared/schemas/treatment';
import { updateTreatment } from '../../lib/data/treatments';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { routes } from '../../routes';

/**
 * PUT /api/treatments/{id} (Pro): 200 with the edited treatment, its pending recount task and its feeding total
 * moved with it; 404 when the treatment or the hive isn't the caller's.
 */
export const handler = httpHandler(
  routes.updateTreatment,
  { params: idParamsSchema, body: treatmentInputSchema },
  async ({ caller, params, body }) => ok(await updateTreatment(caller, params.id, body)),
);
