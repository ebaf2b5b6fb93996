import { hiveListQuerySchema } from '../../../shared/schemas/hive';
import { listHives } from '../../lib/data/hives';
import { httpHandler } from '../../lib/http/handler';
import { page } from '../../lib/http/responses';
import { hivesRoutes as routes } from '../../routes/hives';

/**
 * GET /api/hives: a page of the caller's hives, oldest first, with apiary name, health status and last inspection
 * (`?limit=` 20 by default, at most 100; `?apiaryId=` for one apiary's; `?q=` for those whose name contains it).
 * The body is the array; the next page's cursor, for `?cursor=`, is in the `x-next-cursor` header, absent on the
 * last page.
 */
export const handler = httpHandler(routes.listHives, { query: hiveListQuerySchema }, async ({ caller, query }) => {
  const { hives, nextCursor } = await listHives(caller, query);
  return page(hives, nextCursor);
});
