import { idParamsSchema } from '../../../shared/schemas/common';
import { listHiveScales } from '../../lib/data/hive-scales';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { hiveScalesRoutes as routes } from '../../routes/hive-scales';

/** GET /api/hives/{id}/scales: the hive's scales and sensors (never their secrets); 404 for anyone else's hive. */
export const handler = httpHandler(routes.listHiveScales, { params: idParamsSchema }, async ({ caller, params }) =>
  ok(await listHiveScales(caller, params.id)),
);
