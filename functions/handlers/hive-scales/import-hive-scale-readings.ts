import { idParamsSchema } from '../../../shared/schemas/common';
import { readingImportSchema } from '../../../shared/schemas/hive-scale';
import { importHiveScaleReadings } from '../../lib/data/hive-scales';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { hiveScalesRoutes as routes } from '../../routes/hive-scales';

/**
 * POST /api/hive-scales/{id}/readings (Pro): a file of the scale's readings; 200 with how many were added, were
 * already there and were lines HiveKeeper could not read; 400 for a file with none, or too many.
 */
export const handler = httpHandler(
  routes.importHiveScaleReadings,
  { params: idParamsSchema, body: readingImportSchema },
  async ({ caller, params, body }) => ok(await importHiveScaleReadings(caller, params.id, body)),
);
