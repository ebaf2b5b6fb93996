/**
 * The Stripe settings of a billing Lambda: the Price from its environment, the secret key and webhook secret from
 * SSM Parameter Store (SecureString, decrypted by SSM with the account's `aws/ssm` key), read in one GetParameters
 * request on the first call and kept for the life of the Lambda instance.
 */
import { getParametersByName } from '@aws-lambda-powertools/parameters/ssm';
import { STRIPE_ENVIRONMENT } from './stripe-environment';
import type { StripeSettings } from './stripe-provider';

/**
 * Longer than a Lambda instance lives, so the secrets are read once per cold start. A rotated key reaches the
 * functions as their instances are replaced; a deploy replaces them all at once.
 */
const FOR_THE_INSTANCE_SECONDS = 24 * 60 * 60;

/** Stripe's settings, or null when the stage has no Stripe configured (the test-mode provider is used then). */
export async function readStripeSettings(env: NodeJS.ProcessEnv = process.env): Promise<StripeSettings | null> {
  const names = {
    secretKey: env[STRIPE_ENVIRONMENT.secretKeyParameter]?.trim(),
    webhookSecret: env[STRIPE_ENVIRONMENT.webhookSecretParameter]?.trim(),
    priceId: env[STRIPE_ENVIRONMENT.priceId]?.trim(),
  };
  if (!names.secretKey && !names.webhookSecret && !names.priceId) return null;
  if (!names.secretKey || !names.webhookSecret || !names.priceId) {
    throw new Error(
      `Stripe needs ${Object.values(STRIPE_ENVIRONMENT).join(', ')} together; only some of them are set.`,
    );
  }
  const values = await getParametersByName<string>(
    { [names.secretKey]: {}, [names.webhookSecret]: {} },
    { decrypt: true, maxAge: FOR_THE_INSTANCE_SECONDS, throwOnError: true },
  );
  return {
    secretKey: parameterValue(values, names.secretKey),
    webhookSecret: parameterValue(values, names.webhookSecret),
    priceId: names.priceId,
  };
}

function parameterValue(values: Record<string, unknown>, name: string): string {
  const value = values[name];
  if (typeof value !== 'string' || value === '') throw new Error(`The SSM parameter ${name} has no value`);
  return value;
}
