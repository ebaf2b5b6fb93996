import { feedingTotalsQuerySchema } from '../../../shared/schemas/treatment';
import { getFeedingTotals } from '../../lib/data/treatments';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { treatmentsRoutes as routes } from '../../routes/treatments';

/** GET /api/feeding-totals?year=: the sugar each of the caller's hives was fed in the year (this year by default). */
export const handler = httpHandler(
  routes.getFeedingTotals,
  { query: feedingTotalsQuerySchema },
  async ({ caller, query }) => ok(await getFeedingTotals(caller, query)),
);
