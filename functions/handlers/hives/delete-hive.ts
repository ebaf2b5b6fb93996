import { idParamsSchema } from '../../../shared/schemas/common';
import { deleteHive } from '../../lib/data/hives';
import { httpHandler } from '../../lib/http/handler';
import { noContent } from '../../lib/http/responses';
import { hivesRoutes as routes } from '../../routes/hives';

/** DELETE /api/hives/{id}: 204; 404 when the caller has no hive with this id. */
export const handler = httpHandler(routes.deleteHive, { params: idParamsSchema }, async ({ caller, params }) => {
  await deleteHive(caller, params.id);
  return noContent();
});
