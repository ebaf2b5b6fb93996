import { getCurrentUser } from '../../lib/data/profile';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { recordBusinessMetric } from '../../lib/metrics';
import { authRoutes as routes } from '../../routes/auth';

/**
 * GET /api/auth/user: the signed-in user with their preferences and statistics, created on the first call from the
 * token's claims.
 */
export const handler = httpHandler(routes.getCurrentUser, {}, async ({ caller }) => {
  const { user, created } = await getCurrentUser(caller);
  // The web app asks for the user right after the first sign-in, so a new user item is a new beekeeper.
  if (created) recordBusinessMetric('userSignedUp');
  return ok(user);
});
