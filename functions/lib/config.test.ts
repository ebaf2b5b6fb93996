import '../test-support/unit-env';
import { describe, expect, it } from 'vitest';
import { LOCAL_AWS } from '../../infra/local/settings';
import { apiPath } from '../api-path';
import { routes } from '../routes';
import { readConfig } from './config';

const { accessKeyId, secretAccessKey } = LOCAL_AWS.s3Credentials;

const CLOUD = { TABLE_NAME: 'hivekeeper', UPLOADS_BUCKET: 'hivekeeper-uploads' };

describe('readConfig', () => {
  it('fails with a clear message when TABLE_NAME is missing or blank', () => {
    expect(() => readConfig({ UPLOADS_BUCKET: 'b' })).toThrow(/TABLE_NAME/);
    expect(() => readConfig({ TABLE_NAME: '  ', UPLOADS_BUCKET: 'b' })).toThrow(/TABLE_NAME/);
  });

  it('reads the table, the bucket and the local endpoints', () => {
    expect(
      readConfig({
        ...CLOUD,
        DYNAMODB_ENDPOINT: 'http://127.0.0.1:8000',
        S3_ENDPOINT: 'http://localhost:4568',
        S3_ACCESS_KEY_ID: accessKeyId,
        S3_SECRET_ACCESS_KEY: secretAccessKey,
      }),
    ).toEqual({
      tableName: 'hivekeeper',
      dynamoDbEndpoint: 'http://127.0.0.1:8000',
      uploadsBucket: 'hivekeeper-uploads',
      localS3: { endpoint: 'http://localhost:4568', accessKeyId, secretAccessKey },
      testModeBilling: undefined,
      openMeteoUrl: 'https://api.open-meteo.com',
      openMeteoArchiveUrl: 'https://archive-api.open-meteo.com',
      idToken: undefined,
      mail: undefined,
      userPool: { userPoolId: undefined, endpoint: undefined },
      contentGeneration: { kind: 'template' },
      transcription: { kind: 'none' },
      jobs: { kind: 'lambda', functionNames: {} },
    });
  });

  it('starts jobs through the local scheduler when JOBS_ENDPOINT is set, else by the functions the stack names', () => {
    expect(readConfig({ ...CLOUD, JOBS_ENDPOINT: 'http://localhost:3001/_jobs' }).jobs).toEqual({
      kind: 'local',
      endpoint: 'http://localhost:3001/_jobs',
    });
    expect(readConfig({ ...CLOUD, JOB_FUNCTION_generateDailyMarketing: 'HiveKeeper-prod-Jobs-fn' }).jobs).toEqual({
      kind: 'lambda',
      functionNames: { generateDailyMarketing: 'HiveKeeper-prod-Jobs-fn' },
    });
  });

  it('writes marketing content with Bedrock only when the stack names its two models', () => {
    const bedrock = {
      CONTENT_GENERATOR: 'bedrock',
      BEDROCK_TEXT_MODEL_ID: 'amazon.nova-lite-v1:0',
      BEDROCK_IMAGE_MODEL_ID: 'amazon.nova-canvas-v1:0',
    };
    expect(readConfig({ ...CLOUD, ...bedrock }).contentGeneration).toEqual({
      kind: 'bedrock',
      textModelId: 'amazon.nova-lite-v1:0',
      imageModelId: 'amazon.nova-canvas-v1:0',
    });
    expect(() => readConfig({ ...CLOUD, CONTENT_GENERATOR: 'bedrock' })).toThrow(/BEDROCK_TEXT_MODEL_ID/);
  });

  it('transcribes with Amazon Transcribe only when the stack names the vocabularies, with nothing otherwise', () => {
    const transcribe = { TRANSCRIBER: 'amazon-transcribe', TRANSCRIPTION_VOCABULARY_PREFIX: 'hivekeeper-prod' };
    expect(readConfig({ ...CLOUD, ...transcribe }).transcription).toEqual({
      kind: 'amazon-transcribe',
      vocabularyPrefix: 'hivekeeper-prod',
    });
    expect(() => readConfig({ ...CLOUD, TRANSCRIBER: 'amazon-transcribe' })).toThrow(/TRANSCRIPTION_VOCABULARY_PREFIX/);
    expect(readConfig({ ...CLOUD, TRANSCRIBER: 'none' }).transcription).toEqual({ kind: 'none' });
  });

  it("reads the user pool's issuer and web client an optional route checks ID tokens with", () => {
    const issuer = 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_pool';
    expect(readConfig({ ...CLOUD, USER_POOL_ISSUER: issuer, USER_POOL_CLIENT_ID: 'client' }).idToken).toEqual({
      issuer,
      audience: 'client',
    });
    expect(() => readConfig({ ...CLOUD, USER_POOL_ISSUER: issuer })).toThrow(/USER_POOL_CLIENT_ID/);
  });

  it("reads the sender of the admins' e-mails, the user pool and their local endpoints", () => {
    const settings = readConfig({
      ...CLOUD,
      MAIL_FROM: 'HiveKeeper <no-reply@hivekeeper.example>',
      SES_ENDPOINT: 'http://localhost:8005',
      USER_POOL_ID: 'local_pool',
      COGNITO_ENDPOINT: 'http://localhost:9229',
    });
    expect(settings.mail).toEqual({
      from: 'HiveKeeper <no-reply@hivekeeper.example>',
      sesEndpoint: 'http://localhost:8005',
    });
    expect(settings.userPool).toEqual({ userPoolId: 'local_pool', endpoint: 'http://localhost:9229' });
    expect(readConfig({ ...CLOUD, SES_ENDPOINT: 'http://localhost:8005' }).mail).toBeUndefined();
  });

  it('reaches Open-Meteo where OPEN_METEO_URL says, the real service by default', () => {
    expect(readConfig({ ...CLOUD, OPEN_METEO_URL: ' http://127.0.0.1:4590 ' }).openMeteoUrl).toBe(
      'http://127.0.0.1:4590',
    );
    expect(readConfig({ ...CLOUD, OPEN_METEO_URL: '  ' }).openMeteoUrl).toBe('https://api.open-meteo.com');
  });

  it("reaches the weather history at the same address, Open-Meteo's archive host by default", () => {
    expect(readConfig({ ...CLOUD, OPEN_METEO_URL: ' http://127.0.0.1:4590 ' }).openMeteoArchiveUrl).toBe(
      'http://127.0.0.1:4590',
    );
    expect(readConfig(CLOUD).openMeteoArchiveUrl).toBe('https://archive-api.open-meteo.com');
  });

  it("reads the test-mode payment provider's webhook, whose secret it needs", () => {
    const webhook = { BILLING_TEST_MODE_WEBHOOK_URL: `http://localhost:3000${apiPath(routes.billingWebhook)}` };
    expect(() => readConfig({ ...CLOUD, ...webhook })).toThrow(/BILLING_TEST_MODE_WEBHOOK_SECRET/);
    expect(readConfig({ ...CLOUD, ...webhook, BILLING_TEST_MODE_WEBHOOK_SECRET: 'whsec_local' })).toMatchObject({
      testModeBilling: { webhookUrl: webhook.BILLING_TEST_MODE_WEBHOOK_URL, webhookSecret: 'whsec_local' },
    });
  });

  it('leaves the endpoints to the SDK in the cloud', () => {
    expect(readConfig(CLOUD)).toMatchObject({ dynamoDbEndpoint: undefined, localS3: undefined });
    expect(readConfig({ TABLE_NAME: 'hivekeeper' }).uploadsBucket).toBeUndefined();
  });

  it('needs the local key with a local S3 endpoint', () => {
    expect(() => readConfig({ ...CLOUD, S3_ENDPOINT: 'http://localhost:4568' })).toThrow(/S3_ACCESS_KEY_ID/);
  });
});
