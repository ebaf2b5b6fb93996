import { getYieldForecast } from '../../lib/data/yield-forecast';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { productionRoutes as routes } from '../../routes/production';

/** GET /api/production/forecast (Pro): this season's honey forecast, per hive and in total, from the tallies. */
export const handler = httpHandler(routes.getYieldForecast, {}, async ({ caller }) =>
  ok(await getYieldForecast(caller)),
);
