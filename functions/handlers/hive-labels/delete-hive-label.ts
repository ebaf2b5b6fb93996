import { labelCodeParamsSchema } from '../../../shared/schemas/hive-label';
import { deleteHiveLabel } from '../../lib/data/hive-labels';
import { httpHandler } from '../../lib/http/handler';
import { noContent } from '../../lib/http/responses';
import { hiveLabelsRoutes as routes } from '../../routes/hive-labels';

/** DELETE /api/hive-labels/{code}: 204; 404 when the caller has no label with this code. */
export const handler = httpHandler(
  routes.deleteHiveLabel,
  { params: labelCodeParamsSchema },
  async ({ caller, params }) => {
    await deleteHiveLabel(caller, params.code);
    return noContent();
  },
);
