import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from './runtime-config';

const cloud = {
  apiUrl: '',
  region: 'eu-west-1',
  userPoolId: 'eu-west-1_abc',
  userPoolClientId: 'client123',
  authFlowType: 'USER_SRP_AUTH',
  paymentProvider: 'stripe',
  stripePublishableKey: 'pk_test_123',
};

describe('parseRuntimeConfig', () => {
  it('accepts the cloud settings and keeps the local-only ones when present', () => {
    expect(parseRuntimeConfig(cloud)).toEqual(cloud);
    const local = {
      ...cloud,
      paymentProvider: 'test-mode',
      stripePublishableKey: undefined,
      userPoolEndpoint: 'http://localhost:3000/cognito',
      localInboxUrl: 'http://localhost:8005',
      sampleWeather: true,
    };
    expect(parseRuntimeConfig(local)).toEqual(local);
  });

  it('drops keys the web app does not know', () => {
    expect(parseRuntimeConfig({ ...cloud, stage: 'dev' })).toEqual(cloud);
  });

  it('names the field that is missing or of the wrong type', () => {
    expect(() => parseRuntimeConfig({ ...cloud, userPoolId: undefined })).toThrow('userPoolId must be a string');
    expect(() => parseRuntimeConfig({ ...cloud, localInboxUrl: 8005 })).toThrow('localInboxUrl must be a string');
    expect(() => parseRuntimeConfig({ ...cloud, authFlowType: 'CUSTOM_AUTH' })).toThrow('authFlowType must be one of');
    expect(() => parseRuntimeConfig('{}')).toThrow('expected an object');
    expect(() => parseRuntimeConfig({ ...cloud, paymentProvider: undefined })).toThrow(
      'paymentProvider must be one of',
    );
    expect(() => parseRuntimeConfig({ ...cloud, paymentProvider: 'paypal' })).toThrow('paymentProvider must be one of');
    expect(() => parseRuntimeConfig({ ...cloud, sampleWeather: 'yes' })).toThrow('sampleWeather must be true');
    expect(() => parseRuntimeConfig({ ...cloud, stripePublishableKey: 42 })).toThrow(
      'stripePublishableKey must be a string',
    );
  });

  it('takes a Stripe publishable key only with the Stripe provider', () => {
    expect(() => parseRuntimeConfig({ ...cloud, paymentProvider: 'test-mode' })).toThrow(
      'stripePublishableKey goes only with paymentProvider stripe',
    );
  });
});
