import { financeSummaryQuerySchema } from '../../../shared/schemas/finance';
import { getFinanceSummary } from '../../lib/data/finances';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { financesRoutes as routes } from '../../routes/finances';

/**
 * GET /api/finances/summary?year= (Pro): the year's profit and loss (this year by default) by month, category, hive
 * and apiary, shared costs unallocated, with its 10 most recent transactions.
 */
export const handler = httpHandler(
  routes.getFinanceSummary,
  { query: financeSummaryQuerySchema },
  async ({ caller, query }) => ok(await getFinanceSummary(caller, query)),
);
