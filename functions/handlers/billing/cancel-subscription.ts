import { changeLiveSubscription } from '../../lib/billing/subscription-changes';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { billingRoutes as routes } from '../../routes/billing';

/**
 * POST /api/cancel-subscription: cancels at the end of the paid (or trial) period, so Pro stays until then;
 * 200 with the status (`cancel_at_period_end: true`), 409 without a live subscription.
 */
export const handler = httpHandler(routes.cancelSubscription, {}, async ({ caller }) =>
  ok(await changeLiveSubscription(caller, 'cancelAtPeriodEnd')),
);
