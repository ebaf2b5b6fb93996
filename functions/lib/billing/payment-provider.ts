import type { PaymentProviderName } from '../../../shared/billing';
import type { SubscriptionStatus } from '../../../shared/plans';

/** A subscription as every payment provider reports it, in HiveKeeper's words. Times are seconds since the epoch. */
export interface ProviderSubscription {
  id: string;
  customerId: string;
  /** The HiveKeeper user it belongs to, kept in the provider's metadata at creation. */
  userId: string;
  status: SubscriptionStatus;
  currentPeriodEnd: number;
  cancelAtPeriodEnd: boolean;
  trialEnd: number | null;
}

/** What starting a subscription gives back: its state, and what the payment form must still confirm, if anything. */
export interface SubscriptionStart {
  subscription: ProviderSubscription;
  confirmation: { clientSecret: string } | null;
}

/** One verified webhook delivery: applied once (by `id`), the newest state winning (by `created`). */
export interface BillingEvent {
  id: string;
  /** When the provider created the event, seconds since the epoch. */
  created: number;
  type: string;
  /** The subscription the event is about, or null for events HiveKeeper doesn't act on. */
  subscription: ProviderSubscription | null;
}

/**
 * HiveKeeper's payment provider: Stripe in the cloud, the test-mode provider offline. Chosen in one place
 * (`provider.ts`) by configuration; handlers only ever see this interface.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** The provider's customer for the user, created on first use; idempotent for the same user. */
  ensureCustomer(user: { userId: string; email: string }): Promise<string>;
  /** A Pro subscription with the 30-day free trial on the payment method; throws `PaymentDeclinedError`. */
  createSubscription(input: {
    userId: string;
    customerId: string;
    paymentMethod: string;
    idempotencyKey: string;
  }): Promise<SubscriptionStart>;
  getSubscription(subscriptionId: string): Promise<ProviderSubscription>;
  /** Cancels at the end of the paid (or trial) period: access stays until then. */
  cancelAtPeriodEnd(subscriptionId: string): Promise<ProviderSubscription>;
  /**
   * Ends the subscription now, with no refund and no further charge: an account being deleted. Idempotent: a
   * subscription that has ended already answers as it is.
   */
  cancelNow(subscriptionId: string): Promise<ProviderSubscription>;
  /** Undoes a cancellation before the period ends. */
  resume(subscriptionId: string): Promise<ProviderSubscription>;
  /** Checks a webhook delivery's signature on its raw body; throws `WebhookSignatureError` when it is forged. */
  parseWebhook(rawBody: string, signatureHeader: string): BillingEvent;
}
