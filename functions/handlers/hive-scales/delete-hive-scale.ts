import { idParamsSchema } from '../../../shared/schemas/common';
import { deleteHiveScale } from '../../lib/data/hive-scales';
import { httpHandler } from '../../lib/http/handler';
import { noContent } from '../../lib/http/responses';
import { hiveScalesRoutes as routes } from '../../routes/hive-scales';

/** DELETE /api/hive-scales/{id}: 204, the scale gone with its readings (409 while many are still being deleted). */
export const handler = httpHandler(routes.deleteHiveScale, { params: idParamsSchema }, async ({ caller, params }) => {
  await deleteHiveScale(caller, params.id);
  return noContent();
});
