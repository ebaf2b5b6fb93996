import { toSubscriptionStatusAnswer } from '../../lib/data/billing';
import { getUser } from '../../lib/data/users';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { billingRoutes as routes } from '../../routes/billing';

/**
 * GET /api/subscription-status: plan, status and the provider's subscription as last applied to the user (one Get;
 * the webhook keeps it current). `subscription` is null for a beekeeper who never subscribed.
 */
export const handler = httpHandler(routes.getSubscriptionStatus, {}, async ({ caller }) => {
  // Read only (the route's grant): a beekeeper without a user item yet has never subscribed.
  return ok(toSubscriptionStatusAnswer(await getUser(caller.userId)));
});
