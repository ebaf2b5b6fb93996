import { recommendationListQuerySchema } from '../../../shared/schemas/treatment-recommendation';
import { listTreatmentRecommendations } from '../../lib/data/treatment-recommendations';
import { httpHandler } from '../../lib/http/handler';
import { page } from '../../lib/http/responses';
import { treatmentsRoutes as routes } from '../../routes/treatments';

/**
 * GET /api/treatment-recommendations: what the caller's active hives need, most pressing first (the rules of
 * `shared/rules/treatment-recommendations.ts`), a page at a time (`?limit=` 20 by default, at most 100; `?cursor=`
 * from the `x-next-cursor` header), with how many there are in all in `x-total-count`. Free for every user, as the
 * dashboard's reminders are. Its write grant is the weather cache's, filled when a recommended product's best days
 * need a forecast. Each carries its advice in English and as facts (`advice`: the rule's code and params) for the
 * web app to write in the beekeeper's language.
 */
export const handler = httpHandler(
  routes.getTreatmentRecommendations,
  { query: recommendationListQuerySchema },
  async ({ caller, query }) => {
    const { recommendations, nextCursor, total } = await listTreatmentRecommendations(caller, query);
    return page(recommendations, nextCursor, total);
  },
);
