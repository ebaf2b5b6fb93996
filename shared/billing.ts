/**
 * HiveKeeper's billing vocabulary, shared by the web app and the Lambdas: which payment provider a stage uses, and
 * the test cards the local test-mode provider knows (Stripe's own published test numbers, so a beekeeper who has
 * paid with Stripe's test mode recognises them; https://docs.stripe.com/testing#cards).
 */
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
