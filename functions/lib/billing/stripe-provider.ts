/**
 * HiveKeeper's payment provider in the cloud: Stripe, through its `stripe` package, on the API version the package
 * pins. A beekeeper is one Stripe customer (metadata `userId`); Pro is one subscription on the configured Price
 * with the 30-day free trial, paid by the card the web app's Stripe Elements form made.
 */
import Stripe from 'stripe';
import { PRO_PLAN, SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '../../../shared/plans';
import { PaymentDeclinedError, WebhookSignatureError } from './errors';
import type { BillingEvent, PaymentProvider, ProviderSubscription, SubscriptionStart } from './payment-provider';

export interface StripeSettings {
  /** The secret API key (`sk_live_...` or `sk_test_...`), read from SSM in the cloud, never from the environment. */
  secretKey: string;
  /** The signing secret of the webhook endpoint (`whsec_...`). */
  webhookSecret: string;
  /** The monthly Pro Price (`price_...`). */
  priceId: string;
  /** Only for tests: where a local stand-in of Stripe's API listens instead of api.stripe.com. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

/** The events that carry a subscription's new state; every other event is acknowledged and left alone. */
const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
]);

export function createStripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, {
    // The SDK retries network failures and 5xx with the same idempotency key: a retry never doubles anything.
    maxNetworkRetries: 2,
    // Inside API Gateway's 30 s and the Lambda's 10 s: a slow Stripe fails the request rather than the Lambda.
    timeout: 8_000,
    ...(settings.host ? { host: settings.host } : {}),
    ...(settings.port ? { port: settings.port } : {}),
    ...(settings.protocol ? { protocol: settings.protocol } : {}),
  });

  return {
    name: 'stripe',

    async ensureCustomer({ userId, email }) {
      // The key makes a repeated first upgrade (a double click, a retried request) find the same customer.
      const customer = await stripe.customers.create(
        { email, metadata: { userId } },
        { idempotencyKey: `hivekeeper-customer-${userId}` },
      );
      return customer.id;
    },

    async createSubscription({ userId, customerId, paymentMethod, idempotencyKey }): Promise<SubscriptionStart> {
      try {
        // Attaching checks the card with the bank: a declined card stops here, before any subscription exists. Its
        // keys name the card, so another card after a decline is a new request; the subscription's key does not,
        // so one upgrade makes one subscription whichever card wins.
        await stripe.paymentMethods.attach(
          paymentMethod,
          { customer: customerId },
          { idempotencyKey: `${idempotencyKey}-attach-${paymentMethod}` },
        );
        await stripe.customers.update(
          customerId,
          { invoice_settings: { default_payment_method: paymentMethod } },
          { idempotencyKey: `${idempotencyKey}-default-${paymentMethod}` },
        );
        const subscription = await stripe.subscriptions.create(
          {
            customer: customerId,
            items: [{ price: settings.priceId }],
            trial_period_days: PRO_PLAN.trialDays,
            default_payment_method: paymentMethod,
            // Nothing is charged until the card is confirmed: the answer says what the payment form must confirm.
            payment_behavior: 'default_incomplete',
            payment_settings: { save_default_payment_method: 'on_subscription' },
            metadata: { userId },
            // The SetupIntent that saves the card for the first charge after the trial: the form may have to confirm it.
            expand: ['pending_setup_intent'],
          },
          { idempotencyKey: `${idempotencyKey}-subscription` },
        );
        return { subscription: toProviderSubscription(subscription), confirmation: confirmationOf(subscription) };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) throw new PaymentDeclinedError(error.message);
        throw error;
      }
    },

    async getSubscription(subscriptionId) {
      return toProviderSubscription(await stripe.subscriptions.retrieve(subscriptionId));
    },

    async cancelAtPeriodEnd(subscriptionId) {
      return toProviderSubscription(await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }));
    },

    async cancelNow(subscriptionId) {
      try {
        return toProviderSubscription(await stripe.subscriptions.cancel(subscriptionId));
      } catch (error) {
        // Stripe refuses to cancel a subscription that has ended; ended is what was asked for.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError) || error.statusCode === 404) throw error;
        const current = await stripe.subscriptions.retrieve(subscriptionId);
        if (current.status !== 'canceled') throw error;
        return toProviderSubscription(current);
      }
    },

    async resume(subscriptionId) {
      return toProviderSubscription(await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: false }));
    },

    parseWebhook(rawBody, signatureHeader): BillingEvent {
      let event: Stripe.Event;
      try {
        // Checks the HMAC of the exact bytes Stripe sent and refuses a timestamp older than five minutes (replays).
        event = stripe.webhooks.constructEvent(rawBody, signatureHeader, settings.webhookSecret);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
          throw new WebhookSignatureError(error.message);
        }
        throw error;
      }
      const subscription = SUBSCRIPTION_EVENTS.has(event.type) ? (event.data.object as Stripe.Subscription) : null;
      return {
        id: event.id,
        created: event.created,
        type: event.type,
        // A subscription HiveKeeper didn't create (no userId, say another product on the same account) is not ours.
        subscription: subscription?.metadata.userId ? toProviderSubscription(subscription) : null,
      };
    },
  };
}

/** Stripe's subscription in HiveKeeper's words. */
export function toProviderSubscription(subscription: Stripe.Subscription): ProviderSubscription {
  const userId = subscription.metadata.userId;
  if (!userId) throw new Error(`Stripe subscription ${subscription.id} has no userId in its metadata`);
  return {
    id: subscription.id,
    customerId: typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id,
    userId,
    status: statusOf(subscription),
    currentPeriodEnd: currentPeriodEndOf(subscription),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    trialEnd: subscription.trial_end,
  };
}

/** Stripe's statuses are HiveKeeper's (`shared/plans.ts`); one Stripe adds later is an error, not a guess. */
function statusOf(subscription: Stripe.Subscription): SubscriptionStatus {
  const status = SUBSCRIPTION_STATUSES.find((known) => known !== 'free' && known === subscription.status);
  if (!status) throw new Error(`Stripe subscription ${subscription.id} has an unknown status "${subscription.status}"`);
  return status;
}

/**
 * Since API version 2025-03-31 the period lives on each subscription item, not on the subscription; HiveKeeper's
 * subscription has one item (the Pro Price). Older payloads (a webhook endpoint pinned to an older version) still
 * carry it on the subscription itself.
 */
function currentPeriodEndOf(subscription: Stripe.Subscription): number {
  const fromItem = subscription.items.data[0]?.current_period_end;
  const legacy = (subscription as { current_period_end?: number }).current_period_end;
  const end = fromItem ?? legacy;
  if (end === undefined) throw new Error(`Stripe subscription ${subscription.id} has no current period end`);
  return end;
}

/**
 * What the Stripe Elements form still has to confirm: every subscription starts with the trial, so nothing is paid
 * now and the first invoice is free; the card is saved for the first charge by the pending SetupIntent, which the
 * bank may want authenticated (3-D Secure). Null when the card needs nothing more.
 */
function confirmationOf(subscription: Stripe.Subscription): SubscriptionStart['confirmation'] {
  const setupIntent = subscription.pending_setup_intent;
  if (!setupIntent || typeof setupIntent === 'string' || setupIntent.status === 'succeeded') return null;
  return setupIntent.client_secret ? { clientSecret: setupIntent.client_secret } : null;
}
