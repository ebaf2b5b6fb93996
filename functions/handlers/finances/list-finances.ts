import { financeListQuerySchema } from '../../../shared/schemas/finance';
import { listFinances } from '../../lib/data/finances';
import { httpHandler } from '../../lib/http/handler';
import { page } from '../../lib/http/responses';
import { financesRoutes as routes } from '../../routes/finances';

/**
 * GET /api/finances (Pro): a page of the caller's financial records, newest transaction first (`?limit=` 20 by
 * default, at most 100). The body is the array; the next page's cursor, for `?cursor=`, is in the `x-next-cursor`
 * header, absent on the last page.
 */
export const handler = httpHandler(
  routes.listFinances,
  { query: financeListQuerySchema },
  async ({ caller, query }) => {
    const { finances, nextCursor } = await listFinances(caller, query);
    return page(finances, nextCursor);
  },
);
