import { queenListQuerySchema } from '../../../shared/schemas/queen';
import { listQueens } from '../../lib/data/queens';
import { httpHandler } from '../../lib/http/handler';
import { page } from '../../lib/http/responses';
import { queensRoutes as routes } from '../../routes/queens';

/**
 * GET /api/queens: a page of the caller's queens, newest first (`?status=` for those of one status; `?limit=` 20 by
 * default, at most 100). The body is the array; the next page's cursor, for `?cursor=`, is in the `x-next-cursor`
 * header, absent on the last page.
 */
export const handler = httpHandler(routes.listQueens, { query: queenListQuerySchema }, async ({ caller, query }) => {
  const { queens, nextCursor } = await listQueens(caller, query);
  return page(queens, nextCursor);
});
