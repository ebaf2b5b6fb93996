/**
 * The environment contract of every HiveKeeper Lambda, read once when a handler module loads.
 * The CDK stack sets these variables in the cloud; the local runtime and the tests set them before importing.
 * The region and credentials are the SDK's own to read (AWS_REGION, AWS_ACCESS_KEY_ID, ...), as Lambda sets them;
 * locally they come from `LOCAL_AWS` in `infra/local/settings.ts`.
 */
import { CONTENT_ENVIRONMENT } from './content/content-environment';
import { JOBS_ENVIRONMENT } from './jobs/jobs-environment';
import { TRANSCRIPTION_ENVIRONMENT } from './transcription/transcription-environment';

export interface FunctionsConfig {
  /** The single DynamoDB table that holds every HiveKeeper item. */
  tableName: string;
  /** Set only locally (DynamoDB Local); absent in the cloud, where the SDK finds the regional endpoint. */
  dynamoDbEndpoint: string | undefined;
  /**
   * The private bucket of beekeepers' uploads (inspection photos, profile pictures). Every Lambda has it in the
   * cloud; tools that load the data layer without touching uploads (scripts, the bench) may leave it out, and
   * `functions/lib/uploads/bucket.ts` fails clearly when it is needed and missing.
   */
  uploadsBucket: string | undefined;
  /**
   * Set only locally: s3rver's endpoint and the one key it accepts (it checks signatures, and the presigned URLs a
   * browser uses must be signed with that key). In the cloud the SDK finds the endpoint and the role's credentials.
   */
  localS3: { endpoint: string; accessKeyId: string; secretAccessKey: string } | undefined;
  /**
   * Set only locally: the test-mode payment provider signs its Stripe-shaped events with this secret and POSTs them
   * to the local gateway's webhook route (`BILLING_TEST_MODE_WEBHOOK_SECRET`, `BILLING_TEST_MODE_WEBHOOK_URL`).
   */
  testModeBilling: TestModeBillingSettings | undefined;
  /**
   * Where the Open-Meteo weather provider is reached (`OPEN_METEO_URL`): the real service unless set, as in the
   * cloud; locally it may point at a stand-in or a mirror.
   */
  openMeteoUrl: string;
  /**
   * Where Open-Meteo's Historical Weather API is reached: its own host on the real service, the same address as
   * `openMeteoUrl` wherever `OPEN_METEO_URL` points elsewhere (the stand-in serves both).
   */
  openMeteoArchiveUrl: string;
  /**
   * The user pool's issuer and the web client (`USER_POOL_ISSUER`, `USER_POOL_CLIENT_ID`): set on an optional route's
   * Lambda in the cloud, where no authorizer runs before it and it checks a sent ID token itself. Locally the gateway
   * checks it and hands the claims over, as API Gateway does on the other routes.
   */
  idToken: { issuer: string; audience: string } | undefined;
  /**
   * Who the admins' e-mails come from (`MAIL_FROM`, the stack's verified SES sender) and, locally only, the SES
   * stand-in's endpoint (`SES_ENDPOINT`). Without a sender no e-mail is sent: `functions/lib/mail/provider.ts` logs
   * each one instead.
   */
  mail: { from: string; sesEndpoint: string | undefined } | undefined;
  /**
   * The user pool whose `admins` group is notified (`USER_POOL_ID`; the sign-up trigger reads it from its event
   * instead) and, locally only, cognito-local's endpoint (`COGNITO_ENDPOINT`).
   */
  userPool: { userPoolId: string | undefined; endpoint: string | undefined };
  /**
   * What writes the admins' marketing content (`CONTENT_GENERATOR=bedrock` with the two model ids, set by the stack
   * on a stage with Bedrock): Bedrock's models, else the built-in template generator.
   */
  contentGeneration: { kind: 'template' } | { kind: 'bedrock'; textModelId: string; imageModelId: string };
  /**
   * What transcribes recorded voice inspections (`TRANSCRIBER=amazon-transcribe` with the stage's vocabulary prefix,
   * set by the stack on a stage with transcription): Amazon Transcribe's batch jobs, else nothing.
   */
  transcription: { kind: 'none' } | { kind: 'amazon-transcribe'; vocabularyPrefix: string };
  /**
   * How a route starts a scheduled job: the local scheduler's run endpoint (`JOBS_ENDPOINT`, `npm start`), else
   * each job's Lambda, named by the stack (`JOB_FUNCTION_<job>`) on Lambdas granted `jobs:start`.
   */
  jobs: { kind: 'local'; endpoint: string } | { kind: 'lambda'; functionNames: Record<string, string> };
}

/** Open-Meteo's public forecast API: free, no key (https://open-meteo.com/en/docs). */
export const OPEN_METEO_DEFAULT_URL = 'https://api.open-meteo.com';
/** Open-Meteo's Historical Weather API, on a host of its own (https://open-meteo.com/en/docs/historical-weather-api). */
export const OPEN_METEO_ARCHIVE_DEFAULT_URL = 'https://archive-api.open-meteo.com';

export interface TestModeBillingSettings {
  webhookSecret: string;
  webhookUrl: string;
}

function required(env: NodeJS.ProcessEnv, name: string, what: string): string {
  const value = env[name]?.trim();
  if (!value) {
    throw new Error(`HiveKeeper functions need the ${name} environment variable (${what}); it is not set.`);
  }
  return value;
}

function readJobs(env: NodeJS.ProcessEnv): FunctionsConfig['jobs'] {
  const endpoint = env[JOBS_ENVIRONMENT.endpoint]?.trim();
  if (endpoint) return { kind: 'local', endpoint };
  const functionNames = Object.entries(env).flatMap(([name, value]) =>
    name.startsWith(JOBS_ENVIRONMENT.functionPrefix) && value
      ? [[name.slice(JOBS_ENVIRONMENT.functionPrefix.length), value] as const]
      : [],
  );
  return { kind: 'lambda', functionNames: Object.fromEntries(functionNames) };
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): FunctionsConfig {
  const tableName = required(env, 'TABLE_NAME', 'the DynamoDB table name');
  const s3Endpoint = env.S3_ENDPOINT?.trim();
  const testModeWebhookUrl = env.BILLING_TEST_MODE_WEBHOOK_URL?.trim();
  const mailFrom = env.MAIL_FROM?.trim();
  return {
    tableName,
    dynamoDbEndpoint: env.DYNAMODB_ENDPOINT?.trim() || undefined,
    uploadsBucket: env.UPLOADS_BUCKET?.trim() || undefined,
    localS3: s3Endpoint
      ? {
          endpoint: s3Endpoint,
          accessKeyId: required(env, 'S3_ACCESS_KEY_ID', "the local S3's key id"),
          secretAccessKey: required(env, 'S3_SECRET_ACCESS_KEY', "the local S3's secret"),
        }
      : undefined,
    testModeBilling: testModeWebhookUrl
      ? {
          webhookUrl: testModeWebhookUrl,
          webhookSecret: required(env, 'BILLING_TEST_MODE_WEBHOOK_SECRET', "the test-mode provider's webhook secret"),
        }
      : undefined,
    openMeteoUrl: env.OPEN_METEO_URL?.trim() || OPEN_METEO_DEFAULT_URL,
    openMeteoArchiveUrl: env.OPEN_METEO_URL?.trim() || OPEN_METEO_ARCHIVE_DEFAULT_URL,
    idToken: env.USER_POOL_ISSUER?.trim()
      ? {
          issuer: env.USER_POOL_ISSUER.trim(),
          audience: required(env, 'USER_POOL_CLIENT_ID', "the user pool's web client id"),
        }
      : undefined,
    mail: mailFrom ? { from: mailFrom, sesEndpoint: env.SES_ENDPOINT?.trim() || undefined } : undefined,
    userPool: {
      userPoolId: env.USER_POOL_ID?.trim() || undefined,
      endpoint: env.COGNITO_ENDPOINT?.trim() || undefined,
    },
    contentGeneration:
      env[CONTENT_ENVIRONMENT.generator]?.trim() === 'bedrock'
        ? {
            kind: 'bedrock',
            textModelId: required(env, CONTENT_ENVIRONMENT.textModelId, "Bedrock's text model id"),
            imageModelId: required(env, CONTENT_ENVIRONMENT.imageModelId, "Bedrock's image model id"),
          }
        : { kind: 'template' },
    transcription:
      env[TRANSCRIPTION_ENVIRONMENT.transcriber]?.trim() === 'amazon-transcribe'
        ? {
            kind: 'amazon-transcribe',
            vocabularyPrefix: required(
              env,
              TRANSCRIPTION_ENVIRONMENT.vocabularyPrefix,
              "the prefix of the stage's transcription vocabularies",
            ),
          }
        : { kind: 'none' },
    jobs: readJobs(env),
  };
}

export const config = readConfig();
