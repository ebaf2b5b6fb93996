import { getTreatmentRecommendations } from '../../lib/data/treatment-recommendations';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { routes } from '../../routes';

/**
 * GET /api/treatment-recommendations: what the caller's active hives need, most pressing first (the rules of
 * `shared/rules/treatment-recommendations.ts`). Free for every user, as the dashboard's reminders are. Its write
 * grant is the weather cache's, filled when a recommended product's best days need a forecast.
 */
export const handler = httpHandler(routes.getTreatmentRecommendations, {}, async ({ caller }) =>
  ok(await getTreatmentRecommendations(caller)),
);
