import { toSubscriptionStatusAnswer } from '../../lib/data/billing';
import { ensureUser } from '../../lib/data/users';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { routes } from '../../routes';

/**
 * GET /api/subscription-status: plan, status and the provider's subscription as last applied to the user (one Get;
 * the webhook keeps it current). `subscription` is null for a beekeeper who never subscribed.
 */
export const handler = httpHandler(routes.getSubscriptionStatus, {}, async ({ caller }) => {
  const { user } = await ensureUser(caller);
  return ok(toSubscriptionStatusAnswer(user));
});
