import { productionSummaryQuerySchema } from '../../../shared/schemas/production';
import { getProductionSummary } from '../../lib/data/production';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { productionRoutes as routes } from '../../routes/production';

/** GET /api/production/summary?year= (Pro): the year's harvests from the tallies (this year by default). */
export const handler = httpHandler(
  routes.getProductionSummary,
  { query: productionSummaryQuerySchema },
  async ({ caller, query }) => ok(await getProductionSummary(caller, query)),
);
