/**
 * Every setting of HiveKeeper's CDK app, read in this one place from CDK context (`-c name=value`) or the
 * environment. Context wins over the environment so one shell can synth several stages. Synth needs none of them
 * and no credentials: unset values fall back to a development stage in an environment-agnostic stack.
 */
import { LogLevel } from '@aws-lambda-powertools/logger';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';

export interface StackConfig {
  /** Names the stack (`HiveKeeper-<stage>`) and its resources; `prod` switches on the production defaults. */
  stage: string;
  /** Target account and region; undefined leaves the stack environment-agnostic (synth without credentials). */
  account: string | undefined;
  region: string | undefined;
  /** An optional custom domain for the site, with its ACM certificate (us-east-1, as CloudFront requires). */
  siteDomain: { domainName: string; certificateArn: string } | undefined;
  /** Deletion protection of the table and the user pool (both are always retained when the stack goes). */
  deletionProtection: boolean;
  /** Cognito Plus feature plan with enforced threat protection (compromised credentials, adaptive sign-in). */
  cognitoThreatProtection: boolean;
  /** A verified SES identity Cognito sends its e-mails from; without it Cognito's own sender (50 mails a day). */
  mailFrom: string | undefined;
  /** LOG_LEVEL of every Lambda (Powertools levels). */
  logLevel: string;
  /** How long the Lambda and API access logs are kept: a year in prod, a month elsewhere. */
  logRetention: RetentionDays;
  /** API Gateway stage throttling, applied to every route unless a route sets its own. */
  throttle: { rateLimit: number; burstLimit: number };
  /** Subscribed by e-mail to the alarm topic (the address confirms once); unset, the topic has no subscription. */
  alarmEmail: string | undefined;
  /** Stripe for Pro subscriptions; undefined, the stage takes payments with the test-mode provider. */
  stripe: StripeConfig | undefined;
  /**
   * Amazon Bedrock's models for the admins' marketing content; undefined, the stage writes it with the built-in
   * template generator.
   */
  bedrock: BedrockConfig | undefined;
  /**
   * Amazon Transcribe for recorded voice inspections, with the stage's beekeeping vocabularies; undefined, nothing
   * is transcribed (the beekeeper listens to a recording and types).
   */
  transcription: TranscriptionConfig | undefined;
  /**
   * Reminder e-mails: the name of the SSM SecureString parameter holding the secret their unsubscribe links are
   * signed with, and of the parameter the stack writes the site's origin to; undefined, the stage sends none.
   */
  reminders: RemindersConfig | undefined;
}

export interface RemindersConfig {
  secretParameter: string;
  siteUrlParameter: string;
}

/**
 * The Bedrock foundation models a stage writes marketing content with, in the stack's region, each enabled under
 * Bedrock's "Model access" first: a text model that takes the Converse API's forced tool choice (Amazon Nova,
 * Anthropic Claude) and an image model of the TEXT_IMAGE task (Amazon Nova Canvas, Titan Image Generator v2).
 */
export interface BedrockConfig {
  textModelId: string;
  imageModelId: string;
}

/** A stage's transcription: its custom vocabularies are named `<vocabularyPrefix>-<locale>`, one per language. */
export interface TranscriptionConfig {
  vocabularyPrefix: string;
}

/**
 * A stage's Stripe account. The secret key and the webhook secret live in SSM Parameter Store as SecureString
 * parameters (encrypted with the account's `aws/ssm` key): the stack knows only their names, gives them to the
 * billing Lambdas and lets those read exactly these two. The Price id and the publishable key are not secrets.
 */
export interface StripeConfig {
  secretKeyParameter: string;
  webhookSecretParameter: string;
  priceId: string;
  publishableKey: string;
}

/** The settings, their context key and environment variable. `.env.example` documents each variable. */
export const SETTINGS = {
  stage: { context: 'stage', env: 'HIVEKEEPER_STAGE' },
  region: { context: 'region', env: 'HIVEKEEPER_REGION' },
  siteDomain: { context: 'siteDomain', env: 'HIVEKEEPER_SITE_DOMAIN' },
  siteCertificateArn: { context: 'siteCertificateArn', env: 'HIVEKEEPER_SITE_CERTIFICATE_ARN' },
  deletionProtection: { context: 'deletionProtection', env: 'HIVEKEEPER_DELETION_PROTECTION' },
  cognitoThreatProtection: { context: 'cognitoThreatProtection', env: 'HIVEKEEPER_COGNITO_THREAT_PROTECTION' },
  mailFrom: { context: 'mailFrom', env: 'HIVEKEEPER_MAIL_FROM' },
  logLevel: { context: 'logLevel', env: 'HIVEKEEPER_LOG_LEVEL' },
  throttleRate: { context: 'throttleRate', env: 'HIVEKEEPER_API_THROTTLE_RATE' },
  throttleBurst: { context: 'throttleBurst', env: 'HIVEKEEPER_API_THROTTLE_BURST' },
  alarmEmail: { context: 'alarmEmail', env: 'HIVEKEEPER_ALARM_EMAIL' },
  stripeSecretKeyParameter: { context: 'stripeSecretKeyParameter', env: 'HIVEKEEPER_STRIPE_SECRET_KEY_PARAMETER' },
  stripeWebhookSecretParameter: {
    context: 'stripeWebhookSecretParameter',
    env: 'HIVEKEEPER_STRIPE_WEBHOOK_SECRET_PARAMETER',
  },
  stripePriceId: { context: 'stripePriceId', env: 'HIVEKEEPER_STRIPE_PRICE_ID' },
  stripePublishableKey: { context: 'stripePublishableKey', env: 'HIVEKEEPER_STRIPE_PUBLISHABLE_KEY' },
  bedrockTextModelId: { context: 'bedrockTextModelId', env: 'HIVEKEEPER_BEDROCK_TEXT_MODEL_ID' },
  bedrockImageModelId: { context: 'bedrockImageModelId', env: 'HIVEKEEPER_BEDROCK_IMAGE_MODEL_ID' },
  transcription: { context: 'transcription', env: 'HIVEKEEPER_TRANSCRIPTION' },
  remindersSecretParameter: {
    context: 'remindersSecretParameter',
    env: 'HIVEKEEPER_REMINDERS_SECRET_PARAMETER',
  },
} as const;

export type SettingName = keyof typeof SETTINGS;
/** Reads one raw setting by name: CDK context first, then the environment. */
export type SettingReader = (name: SettingName) => string | undefined;

export const PRODUCTION_STAGE = 'prod';

/** The CloudFormation stack of a stage, also the key of its outputs in `cdk-outputs.json`. */
export function stackName(stage: string): string {
  return `HiveKeeper-${stage}`;
}

export class InvalidStackSettingError extends Error {}

export function readStackConfig(read: SettingReader, env: NodeJS.ProcessEnv = process.env): StackConfig {
  const stage = read('stage') ?? 'dev';
  // Short enough for the uploads bucket name (hivekeeper-<stage>-uploads-<account>-<region>, at most 63).
  if (!/^[a-z][a-z0-9-]{0,14}$/.test(stage)) {
    throw invalid('stage', `must be lower-case letters, digits and dashes, at most 15 (got "${stage}")`);
  }
  const isProduction = stage === PRODUCTION_STAGE;

  const domainName = read('siteDomain');
  const certificateArn = read('siteCertificateArn');
  if (Boolean(domainName) !== Boolean(certificateArn)) {
    throw invalid('siteDomain', `and ${SETTINGS.siteCertificateArn.env} must be set together`);
  }

  const logLevel = (read('logLevel') ?? 'INFO').toUpperCase();
  if (!Object.values<string>(LogLevel).includes(logLevel)) {
    throw invalid('logLevel', `must be one of ${Object.values(LogLevel).join(', ')} (got "${logLevel}")`);
  }

  const mailFrom = readEmail(read, 'mailFrom');
  const alarmEmail = readEmail(read, 'alarmEmail');

  // The CDK CLI sets CDK_DEFAULT_ACCOUNT/REGION from the caller's AWS profile when it has one.
  const region = read('region') ?? (env.CDK_DEFAULT_REGION || undefined);
  // The SES identity lives in one region, which an environment-agnostic stack cannot name.
  if (mailFrom !== undefined && region === undefined) {
    throw invalid('mailFrom', `needs a region: set ${SETTINGS.region.env} or an AWS profile with a region`);
  }

  return {
    stage,
    account: env.CDK_DEFAULT_ACCOUNT || undefined,
    region,
    siteDomain: domainName && certificateArn ? { domainName, certificateArn } : undefined,
    deletionProtection: readBoolean(read, 'deletionProtection', isProduction),
    cognitoThreatProtection: readBoolean(read, 'cognitoThreatProtection', isProduction),
    mailFrom,
    logLevel,
    logRetention: isProduction ? RetentionDays.ONE_YEAR : RetentionDays.ONE_MONTH,
    throttle: {
      rateLimit: readPositiveInteger(read, 'throttleRate', 50),
      burstLimit: readPositiveInteger(read, 'throttleBurst', 100),
    },
    alarmEmail,
    stripe: readStripe(read),
    bedrock: readBedrock(read),
    // Off unless asked for: each recording is paid minutes of Amazon Transcribe.
    transcription: readBoolean(read, 'transcription', false) ? { vocabularyPrefix: `hivekeeper-${stage}` } : undefined,
    reminders: readReminders(read, stage),
  };
}

function readReminders(read: SettingReader, stage: string): RemindersConfig | undefined {
  const secretParameter = read('remindersSecretParameter');
  if (secretParameter === undefined) return undefined;
  if (!PARAMETER_NAME.test(secretParameter)) {
    throw invalid('remindersSecretParameter', `must be an SSM parameter name (got "${secretParameter}")`);
  }
  return { secretParameter, siteUrlParameter: `/hivekeeper/${stage}/site-url` };
}

/** A foundation model id as Bedrock names it (`amazon.nova-lite-v1:0`): provider, dot, model and version. */
const MODEL_ID = /^[a-z0-9-]+\.[a-z0-9.-]+(:\d+)?$/;

function readBedrock(read: SettingReader): BedrockConfig | undefined {
  const textModelId = read('bedrockTextModelId');
  const imageModelId = read('bedrockImageModelId');
  if (textModelId === undefined && imageModelId === undefined) return undefined;
  if (textModelId === undefined || imageModelId === undefined) {
    throw invalid('bedrockTextModelId', `and ${SETTINGS.bedrockImageModelId.env} must be set together`);
  }
  for (const [name, value] of [
    ['bedrockTextModelId', textModelId],
    ['bedrockImageModelId', imageModelId],
  ] as const) {
    if (!MODEL_ID.test(value)) throw invalid(name, `must be a Bedrock foundation model id (got "${value}")`);
  }
  return { textModelId, imageModelId };
}

const STRIPE_SETTINGS = [
  'stripeSecretKeyParameter',
  'stripeWebhookSecretParameter',
  'stripePriceId',
  'stripePublishableKey',
] as const satisfies readonly SettingName[];

/** An SSM parameter name (`/hivekeeper/prod/stripe/secret-key`): letters, digits, `_.-/`. */
const PARAMETER_NAME = /^\/?[A-Za-z0-9_.-]+(\/[A-Za-z0-9_.-]+)*$/;
/** What a Stripe secret looks like: a value where the parameter's name belongs would end up in plain text. */
const STRIPE_SECRET = /^(sk|rk)_(live|test)_|^whsec_/;

function readStripe(read: SettingReader): StripeConfig | undefined {
  const values = STRIPE_SETTINGS.map((name) => read(name));
  if (values.every((value) => value === undefined)) return undefined;
  const missing = STRIPE_SETTINGS.find((name) => read(name) === undefined);
  if (missing) {
    throw invalid(missing, `must be set with ${STRIPE_SETTINGS.map((name) => SETTINGS[name].env).join(', ')}`);
  }
  const [secretKeyParameter = '', webhookSecretParameter = '', priceId = '', publishableKey = ''] = values;
  for (const [name, value] of [
    ['stripeSecretKeyParameter', secretKeyParameter],
    ['stripeWebhookSecretParameter', webhookSecretParameter],
  ] as const) {
    if (STRIPE_SECRET.test(value)) {
      throw invalid(name, 'must be the name of the SSM SecureString parameter holding the secret, not the secret');
    }
    if (!PARAMETER_NAME.test(value)) throw invalid(name, `must be an SSM parameter name (got "${value}")`);
  }
  if (!/^price_\w+$/.test(priceId))
    throw invalid('stripePriceId', `must be a Stripe Price id, price_... (got "${priceId}")`);
  if (!/^pk_(live|test)_\w+$/.test(publishableKey)) {
    throw invalid('stripePublishableKey', `must be a Stripe publishable key, pk_live_... or pk_test_...`);
  }
  return { secretKeyParameter, webhookSecretParameter, priceId, publishableKey };
}

/** The reader `infra/app.ts` uses: a CDK context value (text on the command line), else the environment; blank is unset. */
export function contextThenEnvironment(
  tryGetContext: (key: string) => unknown,
  env: NodeJS.ProcessEnv = process.env,
): SettingReader {
  return (name) => {
    const fromContext = tryGetContext(SETTINGS[name].context);
    const contextText = fromContext === undefined || fromContext === null ? '' : String(fromContext).trim();
    return contextText || env[SETTINGS[name].env]?.trim() || undefined;
  };
}

function readEmail(read: SettingReader, name: SettingName): string | undefined {
  const value = read(name);
  if (value !== undefined && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value)) {
    throw invalid(name, `must be an e-mail address (got "${value}")`);
  }
  return value;
}

function readBoolean(read: SettingReader, name: SettingName, fallback: boolean): boolean {
  const value = read(name)?.toLowerCase();
  if (value === undefined) return fallback;
  if (value !== 'true' && value !== 'false') throw invalid(name, `must be true or false (got "${value}")`);
  return value === 'true';
}

function readPositiveInteger(read: SettingReader, name: SettingName, fallback: number): number {
  const value = read(name);
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw invalid(name, `must be a positive whole number (got "${value}")`);
  return number;
}

function invalid(name: SettingName, problem: string): InvalidStackSettingError {
  return new InvalidStackSettingError(`${SETTINGS[name].env} (context "${SETTINGS[name].context}") ${problem}`);
}
