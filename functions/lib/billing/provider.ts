/**
 * The one place HiveKeeper chooses its payment provider, by configuration: the Stripe adapter when a Stripe secret
 * is configured (in the cloud), else the local test-mode provider (offline). Handlers only see `PaymentProvider`.
 * Asynchronous because Stripe's secrets are read from SSM on the first call.
 */
import { config, type FunctionsConfig } from '../config';
import type { PaymentProvider } from './payment-provider';
import { createStripeProvider } from './stripe-provider';
import { readStripeSettings } from './stripe-settings';
import { createTestModeProvider } from './test-mode-provider';

export async function choosePaymentProvider(settings: FunctionsConfig): Promise<PaymentProvider> {
  const stripe = await readStripeSettings();
  if (stripe) return createStripeProvider(stripe);
  if (settings.testModeBilling) return createTestModeProvider(settings.testModeBilling);
  throw new Error('No payment provider is configured: set the Stripe parameters, or the test-mode webhook settings');
}

let chosen: Promise<PaymentProvider> | undefined;

/** The configured provider, chosen once per Lambda container (again after a failed choice). */
export function paymentProvider(): Promise<PaymentProvider> {
  chosen ??= choosePaymentProvider(config).catch((error: unknown) => {
    chosen = undefined;
    throw error;
  });
  return chosen;
}
