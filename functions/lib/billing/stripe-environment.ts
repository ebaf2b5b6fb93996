/**
 * The environment of the billing Lambdas when a stage uses Stripe: written by the CDK stack (`payments:secrets`
 * grant), read by `readStripeSettings`. The secrets themselves are never here: only the names of the SSM
 * SecureString parameters that hold them, which the Lambda may read and nothing else may.
 */
export const STRIPE_ENVIRONMENT = {
  /** Name of the SecureString parameter holding the secret API key (`sk_live_...`). */
  secretKeyParameter: 'STRIPE_SECRET_KEY_PARAMETER',
  /** Name of the SecureString parameter holding the webhook endpoint's signing secret (`whsec_...`). */
  webhookSecretParameter: 'STRIPE_WEBHOOK_SECRET_PARAMETER',
  /** The Pro Price's id (`price_...`): not a secret. */
  priceId: 'STRIPE_PRICE_ID',
} as const;
