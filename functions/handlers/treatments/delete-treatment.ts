import { idParamsSchema } from '../../../shared/schemas/common';
import { deleteTreatment } from '../../lib/data/treatments';
import { httpHandler } from '../../lib/http/handler';
import { noContent } from '../../lib/http/responses';
import { treatmentsRoutes as routes } from '../../routes/treatments';

/**
 * DELETE /api/treatments/{id}: 204, with its pending recount task, and a feeding's sugar off its hive's total;
 * 404 when not theirs. Free users may delete what they recorded while Pro.
 */
export const handler = httpHandler(routes.deleteTreatment, { params: idParamsSchema }, async ({ caller, params }) => {
  await deleteTreatment(caller, params.id);
  return noContent();
});
