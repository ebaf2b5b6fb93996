import { describe, expect, it } from 'vitest';
import { contextThenEnvironment, InvalidStackSettingError, readStackConfig, type SettingName } from './config';

const read = (settings: Partial<Record<SettingName, string>>, env: NodeJS.ProcessEnv = {}) =>
  readStackConfig((name) => settings[name], env);

const STRIPE = {
  stripeSecretKeyParameter: '/hivekeeper/prod/stripe/secret-key',
  stripeWebhookSecretParameter: '/hivekeeper/prod/stripe/webhook-secret',
  stripePriceId: 'price_1PqRsT',
  stripePublishableKey: 'pk_live_51AbC',
} as const;

describe('stack configuration', () => {
  it('defaults to an unprotected, environment-agnostic dev stage', () => {
    expect(read({})).toMatchObject({
      stage: 'dev',
      account: undefined,
      region: undefined,
      siteDomain: undefined,
      deletionProtection: false,
      cognitoThreatProtection: false,
      logLevel: 'INFO',
      throttle: { rateLimit: 50, burstLimit: 100 },
      alarmEmail: undefined,
      stripe: undefined,
      bedrock: undefined,
      transcription: undefined,
    });
  });

  it('transcribes recordings only when told to, with vocabularies named after the stage', () => {
    expect(read({ stage: 'prod', transcription: 'true' }).transcription).toEqual({
      vocabularyPrefix: 'hivekeeper-prod',
    });
    expect(read({ stage: 'prod', transcription: 'false' }).transcription).toBeUndefined();
    expect(() => read({ transcription: 'on' })).toThrow(/HIVEKEEPER_TRANSCRIPTION .*true or false/);
  });

  it('turns deletion protection and threat protection on for prod, unless told otherwise', () => {
    expect(read({ stage: 'prod' })).toMatchObject({ deletionProtection: true, cognitoThreatProtection: true });
    expect(read({ stage: 'prod', deletionProtection: 'false', cognitoThreatProtection: 'FALSE' })).toMatchObject({
      deletionProtection: false,
      cognitoThreatProtection: false,
    });
    expect(read({ deletionProtection: 'true' }).deletionProtection).toBe(true);
  });

  it('takes the account and region the CDK CLI found, and an explicit region first', () => {
    const env = { CDK_DEFAULT_ACCOUNT: '123456789012', CDK_DEFAULT_REGION: 'eu-west-1' };
    expect(read({}, env)).toMatchObject({ account: '123456789012', region: 'eu-west-1' });
    expect(read({ region: 'eu-central-1' }, env).region).toBe('eu-central-1');
  });

  it.each([
    [{ stage: 'Prod' }, /HIVEKEEPER_STAGE/],
    [{ stage: 'a-stage-name-too-long' }, /at most 15/],
    [{ siteDomain: 'app.example.com' }, /HIVEKEEPER_SITE_CERTIFICATE_ARN/],
    [{ deletionProtection: 'yes' }, /HIVEKEEPER_DELETION_PROTECTION .*true or false/],
    [{ logLevel: 'verbose' }, /HIVEKEEPER_LOG_LEVEL .*DEBUG/],
    [{ throttleRate: '0' }, /HIVEKEEPER_API_THROTTLE_RATE/],
    [{ mailFrom: 'hivekeeper', region: 'eu-west-1' }, /HIVEKEEPER_MAIL_FROM .*e-mail address/],
    [{ mailFrom: 'no-reply@hivekeeper.example' }, /HIVEKEEPER_MAIL_FROM .*needs a region/],
    [{ alarmEmail: 'ops at hivekeeper' }, /HIVEKEEPER_ALARM_EMAIL .*e-mail address/],
    [{ ...STRIPE, stripePublishableKey: undefined }, /HIVEKEEPER_STRIPE_PUBLISHABLE_KEY .*must be set with/],
    [{ stripePriceId: 'price_1' }, /HIVEKEEPER_STRIPE_SECRET_KEY_PARAMETER .*must be set with/],
    [
      { ...STRIPE, stripeSecretKeyParameter: 'sk_live_51abc' },
      /SECRET_KEY_PARAMETER .*name of the SSM .*not the secret/,
    ],
    [{ ...STRIPE, stripeWebhookSecretParameter: 'whsec_abc' }, /WEBHOOK_SECRET_PARAMETER .*not the secret/],
    [{ ...STRIPE, stripeWebhookSecretParameter: 'stripe webhook' }, /WEBHOOK_SECRET_PARAMETER .*SSM parameter name/],
    [{ ...STRIPE, stripePriceId: 'prod_1' }, /HIVEKEEPER_STRIPE_PRICE_ID .*price_/],
    [{ ...STRIPE, stripePublishableKey: 'sk_test_1' }, /HIVEKEEPER_STRIPE_PUBLISHABLE_KEY .*pk_live_/],
    [{ bedrockTextModelId: 'amazon.nova-lite-v1:0' }, /HIVEKEEPER_BEDROCK_TEXT_MODEL_ID .*set together/],
    [
      { bedrockTextModelId: 'amazon.nova-lite-v1:0', bedrockImageModelId: 'Nova Canvas' },
      /HIVEKEEPER_BEDROCK_IMAGE_MODEL_ID .*foundation model id/,
    ],
  ] as const)('refuses %o with a message naming the setting', (settings, message) => {
    expect(() => read(settings)).toThrow(InvalidStackSettingError);
    expect(() => read(settings)).toThrow(message);
  });

  it('sends Cognito mail from the SES identity in the region of the stage', () => {
    expect(read({ mailFrom: 'no-reply@hivekeeper.example', region: 'eu-west-1' })).toMatchObject({
      mailFrom: 'no-reply@hivekeeper.example',
      region: 'eu-west-1',
    });
    expect(read({ mailFrom: 'no-reply@hivekeeper.example' }, { CDK_DEFAULT_REGION: 'eu-central-1' }).region).toBe(
      'eu-central-1',
    );
  });

  it('takes Stripe as four settings: the two secrets by their SSM parameter names, the Price, the publishable key', () => {
    expect(read(STRIPE).stripe).toEqual({
      secretKeyParameter: '/hivekeeper/prod/stripe/secret-key',
      webhookSecretParameter: '/hivekeeper/prod/stripe/webhook-secret',
      priceId: 'price_1PqRsT',
      publishableKey: 'pk_live_51AbC',
    });
  });

  it('takes Bedrock as a text model and an image model, or writes marketing content with the templates', () => {
    expect(
      read({ bedrockTextModelId: 'amazon.nova-lite-v1:0', bedrockImageModelId: 'amazon.nova-canvas-v1:0' }).bedrock,
    ).toEqual({ textModelId: 'amazon.nova-lite-v1:0', imageModelId: 'amazon.nova-canvas-v1:0' });
  });

  it('takes the operator address that alarms are sent to', () => {
    expect(read({ alarmEmail: 'ops@hivekeeper.example' }).alarmEmail).toBe('ops@hivekeeper.example');
  });

  it('reads CDK context before the environment, and ignores blank values', () => {
    const context: Record<string, unknown> = { stage: 'qa', logLevel: '' };
    const reader = contextThenEnvironment((key) => context[key], {
      HIVEKEEPER_STAGE: 'staging',
      HIVEKEEPER_LOG_LEVEL: 'debug',
      HIVEKEEPER_REGION: ' ',
    });
    expect(reader('stage')).toBe('qa');
    expect(reader('logLevel')).toBe('debug');
    expect(reader('region')).toBeUndefined();
    expect(contextThenEnvironment(() => undefined, { HIVEKEEPER_STAGE: 'staging' })('stage')).toBe('staging');
  });
});
