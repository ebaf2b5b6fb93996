import { marketingListQuerySchema } from '../../../shared/schemas/marketing';
import { listMarketingContent } from '../../lib/data/marketing-content';
import { httpHandler } from '../../lib/http/handler';
import { page } from '../../lib/http/responses';
import { marketingRoutes as routes } from '../../routes/marketing';

/**
 * GET /api/marketing-content (admins): the generated content, newest first, a page of `?limit=` (50 by default, at
 * most 100) after `?cursor=`; the next page's cursor is in the `x-next-cursor` header, absent on the last page. Each
 * attached image is a short-lived download URL.
 */
export const handler = httpHandler(
  routes.listMarketingContent,
  { query: marketingListQuerySchema },
  async ({ query }) => {
    const { content, nextCursor } = await listMarketingContent(query);
    return page(content, nextCursor);
  },
);
