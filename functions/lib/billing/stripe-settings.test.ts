import '../../test-support/unit-env';
import { clearCaches } from '@aws-lambda-powertools/parameters';
import { GetParametersCommand, SSMClient } from '@aws-sdk/client-ssm';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { STRIPE_ENVIRONMENT } from './stripe-environment';
import { readStripeSettings } from './stripe-settings';

const ssm = mockClient(SSMClient);
afterAll(() => ssm.restore());
beforeEach(() => {
  ssm.reset();
  clearCaches();
});

const STAGE_ENV = {
  [STRIPE_ENVIRONMENT.secretKeyParameter]: '/hivekeeper/prod/stripe/secret-key',
  [STRIPE_ENVIRONMENT.webhookSecretParameter]: '/hivekeeper/prod/stripe/webhook-secret',
  [STRIPE_ENVIRONMENT.priceId]: 'price_pro_monthly',
};

function answerParameters() {
  ssm.on(GetParametersCommand).resolves({
    Parameters: [
      { Name: '/hivekeeper/prod/stripe/secret-key', Type: 'SecureString', Value: 'sk_live_from_ssm' },
      { Name: '/hivekeeper/prod/stripe/webhook-secret', Type: 'SecureString', Value: 'whsec_from_ssm' },
    ],
    InvalidParameters: [],
  });
}

describe('readStripeSettings', () => {
  it('is null on a stage without Stripe, so the test-mode provider is used, and asks SSM nothing', async () => {
    expect(await readStripeSettings({})).toBeNull();
    expect(ssm.calls()).toHaveLength(0);
  });

  it('reads both secrets decrypted from SSM in one request, and the Price from the environment', async () => {
    answerParameters();
    expect(await readStripeSettings(STAGE_ENV)).toEqual({
      secretKey: 'sk_live_from_ssm',
      webhookSecret: 'whsec_from_ssm',
      priceId: 'price_pro_monthly',
    });
    const requests = ssm.commandCalls(GetParametersCommand);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.args[0].input).toEqual({
      Names: expect.arrayContaining(['/hivekeeper/prod/stripe/secret-key', '/hivekeeper/prod/stripe/webhook-secret']),
      WithDecryption: true,
    });
  });

  it('reads SSM once for the life of the Lambda instance, however many requests it serves', async () => {
    answerParameters();
    await readStripeSettings(STAGE_ENV);
    await readStripeSettings(STAGE_ENV);
    await readStripeSettings(STAGE_ENV);
    expect(ssm.commandCalls(GetParametersCommand)).toHaveLength(1);
  });

  it('fails clearly when a parameter is missing in SSM', async () => {
    ssm.on(GetParametersCommand).resolves({
      Parameters: [{ Name: '/hivekeeper/prod/stripe/secret-key', Type: 'SecureString', Value: 'sk_live_from_ssm' }],
      InvalidParameters: ['/hivekeeper/prod/stripe/webhook-secret'],
    });
    await expect(readStripeSettings(STAGE_ENV)).rejects.toThrow('/hivekeeper/prod/stripe/webhook-secret');
  });

  it('refuses a half-configured stage rather than falling back to test mode', async () => {
    const withoutPrice = { ...STAGE_ENV, [STRIPE_ENVIRONMENT.priceId]: '' };
    await expect(readStripeSettings(withoutPrice)).rejects.toThrow('only some of them are set');
    expect(ssm.calls()).toHaveLength(0);
  });
});
