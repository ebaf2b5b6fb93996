import { inspectionListQuerySchema } from '../../../shared/schemas/inspection';
import { listInspections } from '../../lib/data/inspections';
import { httpHandler } from '../../lib/http/handler';
import { page } from '../../lib/http/responses';
import { inspectionsRoutes as routes } from '../../routes/inspections';

/**
 * GET /api/inspections: a page of the caller's inspections, newest first (`?hiveId=` for one hive's, 404 when it
 * isn't theirs; `?limit=` 20 by default, at most 100). The body is the array; the next page's cursor, for
 * `?cursor=`, is in the `x-next-cursor` header, absent on the last page.
 */
export const handler = httpHandler(
  routes.listInspections,
  { query: inspectionListQuerySchema },
  async ({ caller, query }) => {
    const { inspections, nextCursor } = await listInspections(caller, query);
    return page(inspections, nextCursor);
  },
);
