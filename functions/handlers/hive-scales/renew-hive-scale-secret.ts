import { idParamsSchema } from '../../../shared/schemas/common';
import { renewHiveScaleSecret } from '../../lib/data/hive-scales';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { hiveScalesRoutes as routes } from '../../routes/hive-scales';

/** POST /api/hive-scales/{id}/secret (Pro): 200 with a new secret, shown this once; the old one stops working. */
export const handler = httpHandler(
  routes.renewHiveScaleSecret,
  { params: idParamsSchema },
  async ({ caller, params }) => ok(await renewHiveScaleSecret(caller, params.id)),
);
