import { hiveInputSchema } from '../../../shared/schemas/hive';
import { createHive } from '../../lib/data/hives';
import { httpHandler } from '../../lib/http/handler';
import { created } from '../../lib/http/responses';
import { recordBusinessMetric } from '../../lib/metrics';
import { hivesRoutes as routes } from '../../routes/hives';

/**
 * POST /api/hives: 201 with the new hive; 404 when the apiary isn't the caller's, 402 when a free user already
 * has the free plan's hives.
 */
export const handler = httpHandler(routes.createHive, { body: hiveInputSchema }, async ({ caller, body }) => {
  const hive = await createHive(caller, body);
  recordBusinessMetric('hiveCreated');
  return created(hive);
});
