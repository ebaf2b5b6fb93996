import { getFeedbackStats } from '../../lib/data/feedback';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { feedbackRoutes as routes } from '../../routes/feedback';

/**
 * GET /api/feedback/stats (admins): the Feedback Management stat cards, `{ total, byStatus, averageRating }`, from
 * the tally every feedback write keeps in its transaction (one read, however much feedback there is).
 */
export const handler = httpHandler(routes.getFeedbackStats, {}, async ({ caller }) =>
  ok(await getFeedbackStats(caller)),
);
