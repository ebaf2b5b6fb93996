/**
 * The one place HiveKeeper chooses its payment provider, by configuration: the Stripe adapter when a Stripe secret
 * is configured (in the cloud), else the local test-mode provider (offline). Handlers only see `PaymentProvider`.
 */
import { config, type FunctionsConfig } from '../config';
import type { PaymentProvider } from './payment-provider';
import { createTestModeProvider } from './test-mode-provider';

export function choosePaymentProvider(settings: FunctionsConfig): PaymentProvider {
  if (settings.testModeBilling) return createTestModeProvider(settings.testModeBilling);
  throw new Error('No payment provider is configured: set the Stripe secret, or the test-mode webhook settings');
}

let chosen: PaymentProvider | undefined;

/** The configured provider, made once per Lambda container. */
export function paymentProvider(): PaymentProvider {
  chosen ??= choosePaymentProvider(config);
  return chosen;
}
