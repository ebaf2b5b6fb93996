/**
 * What `GET /config.json` answers: the settings the HiveKeeper web app reads at start, so one build serves the
 * local stack and every cloud stage. The CDK stack writes it from its outputs; the local gateway serves it.
 * Checked by hand rather than with zod: the web app parses it before its first paint, and the landing page's
 * budget has no room for a validation library.
 */
import { PAYMENT_PROVIDERS, type PaymentProviderName } from './billing';

export interface RuntimeConfig {
  /** Base URL of the API; empty means the same origin as the web app (CloudFront and the local gateway). */
  apiUrl: string;
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  /** Only for the local user pool (cognito-local behind its compatibility proxy). */
  userPoolEndpoint?: string;
  /** The cloud signs in with SRP; cognito-local has no SRP, so the local stack uses USER_PASSWORD_AUTH. */
  authFlowType: (typeof AUTH_FLOW_TYPES)[number];
  /** Where the local stack's e-mails can be read (sign-up codes); absent in the cloud. */
  localInboxUrl?: string;
  /** Which payment form the upgrade dialog shows: Stripe Elements, or the local test-mode card form. */
  paymentProvider: PaymentProviderName;
  /** Stripe's publishable key, for Stripe Elements; only with `paymentProvider: 'stripe'`. */
  stripePublishableKey?: string;
  /** The local stack's weather is its Open-Meteo stand-in's fixed figures: the weather cards say so. */
  sampleWeather?: true;
}

const AUTH_FLOW_TYPES = ['USER_SRP_AUTH', 'USER_PASSWORD_AUTH'] as const;
const OPTIONAL_TEXT = ['userPoolEndpoint', 'localInboxUrl', 'stripePublishableKey'] as const;

/** The settings in `value`, without unknown keys; throws naming the first field that is missing or wrong. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  if (typeof value !== 'object' || value === null) throw new Error('config.json: expected an object');
  const fields = value as Record<string, unknown>;
  const text = (name: string) => {
    if (typeof fields[name] !== 'string') throw new Error(`config.json: ${name} must be a string`);
    return fields[name];
  };
  if (!(AUTH_FLOW_TYPES as readonly unknown[]).includes(fields.authFlowType)) {
    throw new Error(`config.json: authFlowType must be one of ${AUTH_FLOW_TYPES.join(', ')}`);
  }
  if (!(PAYMENT_PROVIDERS as readonly unknown[]).includes(fields.paymentProvider)) {
    throw new Error(`config.json: paymentProvider must be one of ${PAYMENT_PROVIDERS.join(', ')}`);
  }
  const config: RuntimeConfig = {
    apiUrl: text('apiUrl'),
    region: text('region'),
    userPoolId: text('userPoolId'),
    userPoolClientId: text('userPoolClientId'),
    authFlowType: fields.authFlowType as RuntimeConfig['authFlowType'],
    paymentProvider: fields.paymentProvider as PaymentProviderName,
  };
  for (const name of OPTIONAL_TEXT) {
    if (fields[name] !== undefined) config[name] = text(name);
  }
  if (fields.sampleWeather !== undefined) {
    if (fields.sampleWeather !== true) throw new Error('config.json: sampleWeather must be true when present');
    config.sampleWeather = true;
  }
  if (config.stripePublishableKey !== undefined && config.paymentProvider !== 'stripe') {
    throw new Error('config.json: stripePublishableKey goes only with paymentProvider stripe');
  }
  return config;
}
