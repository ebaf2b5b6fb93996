import { hiveScaleInputSchema } from '../../../shared/schemas/hive-scale';
import { createHiveScale } from '../../lib/data/hive-scales';
import { httpHandler } from '../../lib/http/handler';
import { created } from '../../lib/http/responses';
import { hiveScalesRoutes as routes } from '../../routes/hive-scales';

/**
 * POST /api/hive-scales (Pro): 201 with the new scale, its secret (shown this once) and the path its uplinks go to;
 * 404 for a hive not the caller's, 409 when the hive has its most scales.
 */
export const handler = httpHandler(routes.createHiveScale, { body: hiveScaleInputSchema }, async ({ caller, body }) =>
  created(await createHiveScale(caller, body)),
);
