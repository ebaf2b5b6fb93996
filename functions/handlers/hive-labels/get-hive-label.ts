import { labelCodeParamsSchema } from '../../../shared/schemas/hive-label';
import { getHiveLabel } from '../../lib/data/hive-labels';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { hiveLabelsRoutes as routes } from '../../routes/hive-labels';

/** GET /api/hive-labels/{code}: the label with the hive it opens (none for a blank one); 404 when it isn't theirs. */
export const handler = httpHandler(routes.getHiveLabel, { params: labelCodeParamsSchema }, async ({ caller, params }) =>
  ok(await getHiveLabel(caller, params.code)),
);
