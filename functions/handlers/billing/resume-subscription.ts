import { changeLiveSubscription } from '../../lib/billing/subscription-changes';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { billingRoutes as routes } from '../../routes/billing';

/**
 * POST /api/resume-subscription: undoes a cancellation before the period ends; 200 with the status
 * (`cancel_at_period_end: false`), 409 without a live subscription.
 */
export const handler = httpHandler(routes.resumeSubscription, {}, async ({ caller }) =>
  ok(await changeLiveSubscription(caller, 'resume')),
);
