import { treatmentCreateSchema } from '../../../shared/schemas/treatment';
import { createTreatment } from '../../lib/data/treatments';
import { httpHandler } from '../../lib/http/handler';
import { createdOrFound } from '../../lib/http/responses';
import { treatmentsRoutes as routes } from '../../routes/treatments';

/**
 * POST /api/treatments (Pro; 402 for a free user): 201 with the treatment, a varroa treatment from the catalogue
 * with its recount task, a feeding added to its hive's feeding total; 404 when the hive isn't the caller's.
 * With the app's `id`, 200 with the stored record when one of that id exists (a replay: nothing written).
 */
export const handler = httpHandler(
  routes.createTreatment,
  { body: treatmentCreateSchema },
  async ({ caller, body: { id, ...input } }) => createdOrFound(await createTreatment(caller, input, id)),
);
