/**
 * HiveKeeper's billing vocabulary, shared by the web app and the Lambdas: which payment provider a stage uses, and
 * the test cards the local test-mode provider knows (Stripe's own published test numbers, so a beekeeper who has
 * paid with Stripe's test mode recognises them; https://docs.stripe.com/testing#cards).
 */
import type { SubscriptionPlan, SubscriptionStatus } from './plans';

export const PAYMENT_PROVIDERS = ['stripe', 'test-mode'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** What the test-mode provider does with each card number it accepts; any other number is refused. */
export const TEST_MODE_CARDS = {
  '4242424242424242': 'succeeds',
  '4000000000000002': 'declined',
} as const satisfies Record<string, 'succeeds' | 'declined'>;

/** Stripe's message for a generic decline, which the test-mode provider answers too. */
export const CARD_DECLINED_MESSAGE = 'Your card was declined.';

/** Where the payment provider sends the beekeeper back when the card needs a redirect (3-D Secure). */
export const PAYMENT_RETURN_PATH = '/profile';

/**
 * The plan each provider status means. Pro while the beekeeper is a subscriber (trialing or active, and also
 * past_due, unpaid or paused: still subscribed while the payment is sorted out, though `hasProAccess` opens Pro
 * features only to trialing and active); free once the subscription has ended (canceled, incomplete_expired), never
 * started (incomplete: the first payment was not confirmed) or never existed (free).
 */
const PLAN_OF_STATUS = {
  free: 'free',
  trialing: 'pro',
  active: 'pro',
  past_due: 'pro',
  unpaid: 'pro',
  paused: 'pro',
  incomplete: 'free',
  incomplete_expired: 'free',
  canceled: 'free',
} as const satisfies Record<SubscriptionStatus, SubscriptionPlan>;

export function subscriptionPlanFor(status: SubscriptionStatus): SubscriptionPlan {
  return PLAN_OF_STATUS[status];
}

/** The test-mode card form's payment method for a card number (digits only): `test_card_4242424242424242`. */
export const TEST_CARD_TOKEN_PREFIX = 'test_card_';
