import { treatmentListQuerySchema } from '../../../shared/schemas/treatment';
import { listTreatments } from '../../lib/data/treatments';
import { httpHandler } from '../../lib/http/handler';
import { page } from '../../lib/http/responses';
import { treatmentsRoutes as routes } from '../../routes/treatments';

/**
 * GET /api/treatments: a page of the caller's treatments, newest application first (`?hiveId=` for one hive's, 404
 * when it isn't theirs; `?treatmentType=` for one type's; `?limit=` 20 by default, at most 100). Free users list
 * theirs too. The body is the array; the next page's cursor, for `?cursor=`, is in the `x-next-cursor` header,
 * absent on the last page.
 */
export const handler = httpHandler(
  routes.listTreatments,
  { query: treatmentListQuerySchema },
  async ({ caller, query }) => {
    const { treatments, nextCursor } = await listTreatments(caller, query);
    return page(treatments, nextCursor);
  },
);
