import { feedbackListQuerySchema } from '../../../shared/schemas/feedback';
import { listAllFeedback, listFeedback } from '../../lib/data/feedback';
import { ForbiddenError } from '../../lib/errors';
import { httpHandler } from '../../lib/http/handler';
import { ok, page } from '../../lib/http/responses';
import { feedbackRoutes as routes } from '../../routes/feedback';

/**
 * GET /api/feedback: the caller's own feedback, newest first (all of it; the filters and paging are the admins').
 * With `?admin=true` (admins only, 403 otherwise): everyone's, newest first, `?status=` and/or `?category=`, a page
 * of `?limit=` (20 by default, at most 100) after `?cursor=`; the next page's cursor is in the `x-next-cursor`
 * header, absent on the last page.
 */
export const handler = httpHandler(
  routes.listFeedback,
  { query: feedbackListQuerySchema },
  async ({ caller, query }) => {
    if (query.admin !== 'true') return ok(await listFeedback(caller));
    if (!caller.isAdmin) throw new ForbiddenError();
    const { feedback, nextCursor } = await listAllFeedback(caller, query);
    return page(feedback, nextCursor);
  },
);
