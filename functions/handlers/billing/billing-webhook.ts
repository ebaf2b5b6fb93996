import { API_ERRORS } from '../../../shared/messages';
import { WebhookSignatureError } from '../../lib/billing/errors';
import type { BillingEvent, PaymentProvider } from '../../lib/billing/payment-provider';
import { paymentProvider } from '../../lib/billing/provider';
import { applyBillingEvent } from '../../lib/data/billing';
import { HttpError } from '../../lib/errors';
import { httpHandler } from '../../lib/http/handler';
import type { HttpEvent } from '../../lib/http/middlewares';
import { ok } from '../../lib/http/responses';
import { billingRoutes as routes } from '../../routes/billing';

/**
 * POST /api/billing/webhook (public): the payment provider's event, its signature checked on the raw body (the route
 * has no body schema, so the middy stack leaves the body as API Gateway passed it). 400 for a bad or missing
 * signature, changing nothing; 200 once the event is applied, or when it was applied already, is older than the
 * stored state or isn't about the user's own subscription (the provider must stop retrying it; `applyBillingEvent`).
 */
export const handler = httpHandler(routes.billingWebhook, {}, async ({ event }) => {
  const provider = await paymentProvider();
  const outcome = await applyBillingEvent(verifiedEvent(provider, event), (subscriptionId) =>
    provider.getSubscription(subscriptionId),
  );
  return ok({ received: true, outcome });
});

function verifiedEvent(provider: PaymentProvider, event: HttpEvent): BillingEvent {
  // API Gateway passes a JSON body as text; a body it base64-encoded is decoded back to the same UTF-8 text.
  const rawBody = event.isBase64Encoded ? Buffer.from(event.body ?? '', 'base64').toString('utf8') : (event.body ?? '');
  try {
    return provider.parseWebhook(rawBody, event.headers['stripe-signature'] ?? '');
  } catch (error) {
    if (error instanceof WebhookSignatureError) throw new HttpError(400, API_ERRORS.invalidWebhookSignature);
    throw error;
  }
}
