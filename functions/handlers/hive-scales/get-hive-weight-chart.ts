import { idParamsSchema } from '../../../shared/schemas/common';
import { hiveWeightChartQuerySchema } from '../../../shared/schemas/hive-scale';
import { getHiveWeightChart } from '../../lib/data/hive-weight-chart';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { hiveScalesRoutes as routes } from '../../routes/hive-scales';

/**
 * GET /api/hives/{id}/weight-chart?from=&to=: the hive's scales over those UTC days (the last 30 unless said, at most
 * a year) in at most 400 buckets a series, with its steps, swarms, flows, starvation risk, records and weather.
 */
export const handler = httpHandler(
  routes.getHiveWeightChart,
  { params: idParamsSchema, query: hiveWeightChartQuerySchema },
  async ({ caller, params, query }) => ok(await getHiveWeightChart(caller, params.id, query)),
);
