import { productionListQuerySchema } from '../../../shared/schemas/production';
import { listProduction } from '../../lib/data/production';
import { httpHandler } from '../../lib/http/handler';
import { page } from '../../lib/http/responses';
import { productionRoutes as routes } from '../../routes/production';

/**
 * GET /api/production (Pro): a page of the caller's harvests, newest first (`?hiveId=` for one hive's, 404 when it
 * isn't theirs; `?limit=` 20 by default, at most 100). The body is the array; the next page's cursor, for
 * `?cursor=`, is in the `x-next-cursor` header, absent on the last page.
 */
export const handler = httpHandler(
  routes.listProduction,
  { query: productionListQuerySchema },
  async ({ caller, query }) => {
    const { production, nextCursor } = await listProduction(caller, query);
    return page(production, nextCursor);
  },
);
