import { hiveLabelListQuerySchema } from '../../../shared/schemas/hive-label';
import { listHiveLabels } from '../../lib/data/hive-labels';
import { httpHandler } from '../../lib/http/handler';
import { page } from '../../lib/http/responses';
import { hiveLabelsRoutes as routes } from '../../routes/hive-labels';

/**
 * GET /api/hive-labels: a page of the caller's labels by code, each with its hive's id and name (null for a blank
 * label); `?hiveId=` for one hive's. The next page's cursor, for `?cursor=`, is in the `x-next-cursor` header.
 */
export const handler = httpHandler(
  routes.listHiveLabels,
  { query: hiveLabelListQuerySchema },
  async ({ caller, query }) => {
    const { labels, nextCursor } = await listHiveLabels(caller, query);
    return page(labels, nextCursor);
  },
);
