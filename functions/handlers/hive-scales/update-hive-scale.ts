import { idParamsSchema } from '../../../shared/schemas/common';
import { hiveScaleUpdateSchema } from '../../../shared/schemas/hive-scale';
import { updateHiveScale } from '../../lib/data/hive-scales';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { hiveScalesRoutes as routes } from '../../routes/hive-scales';

/** PUT /api/hive-scales/{id} (Pro): 200 with the scale renamed or recalibrated; 404 for anyone else's. */
export const handler = httpHandler(
  routes.updateHiveScale,
  { params: idParamsSchema, body: hiveScaleUpdateSchema },
  async ({ caller, params, body }) => ok(await updateHiveScale(caller, params.id, body)),
);
