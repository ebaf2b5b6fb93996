import { apiaryInputSchema } from '../../../shared/schemas/apiary';
import { idParamsSchema } from '../../../shared/schemas/common';
import { updateApiary } from '../../lib/data/apiaries';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { apiariesRoutes as routes } from '../../routes/apiaries';

/** PUT /api/apiaries/{id}: 200 with the updated apiary; 404 when the caller has no apiary with this id. */
export const handler = httpHandler(
  routes.updateApiary,
  { params: idParamsSchema, body: apiaryInputSchema },
  async ({ caller, params, body }) => ok(await updateApiary(caller, params.id, body)),
);
