import { apiaryInputSchema } from '../../../shared/schemas/apiary';
import { createApiary } from '../../lib/data/apiaries';
import { httpHandler } from '../../lib/http/handler';
import { created } from '../../lib/http/responses';
import { recordBusinessMetric } from '../../lib/metrics';
import { apiariesRoutes as routes } from '../../routes/apiaries';

/** POST /api/apiaries: 201 with the new apiary, or 402 when a free user already has the free plan's apiaries. */
export const handler = httpHandler(routes.createApiary, { body: apiaryInputSchema }, async ({ caller, body }) => {
  const apiary = await createApiary(caller, body);
  recordBusinessMetric('apiaryCreated');
  return created(apiary);
});
