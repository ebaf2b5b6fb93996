import { idParamsSchema } from '../../../shared/schemas/common';
import { hiveReadingsQuerySchema } from '../../../shared/schemas/hive-scale';
import { listHiveReadings } from '../../lib/data/hive-scales';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { hiveScalesRoutes as routes } from '../../routes/hive-scales';

/** GET /api/hives/{id}/readings?from=&to=: the hive's readings over those UTC days, oldest first (one Query). */
export const handler = httpHandler(
  routes.listHiveReadings,
  { params: idParamsSchema, query: hiveReadingsQuerySchema },
  async ({ caller, params, query }) => ok(await listHiveReadings(caller, params.id, query)),
);
