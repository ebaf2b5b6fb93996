/**
 * Settings of HiveKeeper's local stack, read from the environment (and `.env`) with defaults that work out of the
 * box. `.env.example` lists every one of them.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { apiPath } from '../../functions/api-path';
import { ADMIN_GROUP } from '../../functions/lib/caller';
import { routes } from '../../functions/routes';
import { FRONTEND_DIST } from '../paths';

/**
 * The one region and the credentials every client of the local stand-ins uses (the stack's own clients, the local
 * Lambdas, the tests, the seed and the bench). DynamoDB Local, cognito-local and the local SES check no signature;
 * s3rver accepts only its own key, S3RVER, as both key id and secret.
 */
export const LOCAL_AWS = {
  region: 'us-east-1',
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  s3Credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
} as const;

/** The same region and credentials as the environment variables a Lambda's SDK clients read. */
export const LOCAL_AWS_ENVIRONMENT = {
  AWS_REGION: LOCAL_AWS.region,
  AWS_ACCESS_KEY_ID: LOCAL_AWS.credentials.accessKeyId,
  AWS_SECRET_ACCESS_KEY: LOCAL_AWS.credentials.secretAccessKey,
} as const;

/** Names of the local stand-ins' resources; fixed so ids stay stable across restarts. */
export const LOCAL_RESOURCES = {
  tableName: 'hivekeeper-local',
  uploadsBucket: 'hivekeeper-local-uploads',
  userPoolName: 'hivekeeper-local',
  userPoolClientName: 'hivekeeper-web',
  adminsGroup: ADMIN_GROUP,
} as const;

/** What the local Lambdas need to reach the uploads bucket on s3rver, which checks signatures with its own key. */
export function localUploadsEnvironment(s3Endpoint: string) {
  return {
    UPLOADS_BUCKET: LOCAL_RESOURCES.uploadsBucket,
    S3_ENDPOINT: s3Endpoint,
    S3_ACCESS_KEY_ID: LOCAL_AWS.s3Credentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: LOCAL_AWS.s3Credentials.secretAccessKey,
  };
}

/** The local test-mode payment provider: how often the local stack moves on trials and periods that have ended. */
export const LOCAL_BILLING = {
  dueCheckIntervalMs: 60_000,
} as const;

/** The file in the local data folder that keeps the install's webhook secret. */
const WEBHOOK_SECRET_FILE = 'billing-webhook-secret';

/**
 * The secret the local test-mode provider signs its Stripe-shaped events with, and the webhook route checks them
 * with: made at random at the install's first start and kept in its data folder (git-ignored), so nobody can forge
 * an event that makes a beekeeper Pro with a secret read in the repository.
 */
export function localWebhookSecret(dataDir: string): string {
  const file = join(dataDir, WEBHOOK_SECRET_FILE);
  mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx': of two starts racing on a new folder, only one writes the secret, and both read it.
    writeFileSync(file, `whsec_${randomBytes(32).toString('base64url')}`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8').trim();
}

/** What the local Lambdas need to run the test-mode provider, whose events go to the gateway's webhook route. */
export function localBillingEnvironment(gatewayUrl: string, webhookSecret: string) {
  return {
    BILLING_TEST_MODE_WEBHOOK_SECRET: webhookSecret,
    BILLING_TEST_MODE_WEBHOOK_URL: `${gatewayUrl}${apiPath(routes.billingWebhook)}`,
  };
}

/**
 * What the local Lambdas sign and check reminder e-mails' unsubscribe links with, and the site the links open: a
 * secret made anew each time the stack starts (a link from an e-mail of an earlier run answers 400, as a tampered
 * one does), as a stage's SecureString parameter would hold one.
 */
export function localRemindersEnvironment(siteUrl: string) {
  return { REMINDERS_SECRET: LOCAL_REMINDERS_SECRET, SITE_URL: siteUrl };
}

const LOCAL_REMINDERS_SECRET = randomBytes(32).toString('base64url');

/** `npm start` prints this once everything is up; tools that start it wait for the line. */
export const READY_LINE = 'HiveKeeper is running';

/** Powertools log levels, as the Lambdas read LOG_LEVEL in the cloud. */
export const LOG_LEVELS = ['DEBUG', 'INFO', 'WARN', 'ERROR', 'CRITICAL', 'SILENT'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface LocalPorts {
  gateway: number;
  dynamoDb: number;
  s3: number;
  ses: number;
  cognito: number;
}

/** The environment variable that sets each port, named in "port busy" messages. */
export const PORT_VARIABLES: Record<keyof LocalPorts, string> = {
  gateway: 'PORT',
  dynamoDb: 'DYNAMODB_PORT',
  s3: 'S3_PORT',
  ses: 'SES_PORT',
  cognito: 'COGNITO_PORT',
};

export const DEFAULT_PORTS: LocalPorts = { gateway: 3000, dynamoDb: 8000, s3: 4568, ses: 8005, cognito: 9229 };

export interface LocalSettings {
  ports: LocalPorts;
  /** Where DynamoDB Local, s3rver and cognito-local keep their data (git-ignored). */
  dataDir: string;
  /** Where `npm start` builds the web app and the gateway serves it from (`frontend/dist` unless WEB_APP_DIR). */
  webAppDir: string;
  logLevel: LogLevel;
  /** Whether to create the demo beekeeper and admin accounts. */
  seedDemoData: boolean;
  /** Where the Lambdas reach Open-Meteo (`OPEN_METEO_URL`); unset, the local stack's sample weather (offline). */
  openMeteoUrl: string | 'sample';
}

export class InvalidSettingError extends Error {}

export function readLocalSettings(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): LocalSettings {
  const ports = Object.fromEntries(
    Object.entries(PORT_VARIABLES).map(([service, variable]) => [
      service,
      readPort(env, variable, DEFAULT_PORTS[service as keyof LocalPorts]),
    ]),
  ) as unknown as LocalPorts;
  const logLevel = (env.LOG_LEVEL ?? 'INFO').toUpperCase();
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    throw new InvalidSettingError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${env.LOG_LEVEL}")`);
  }
  const seed = (env.SEED_DEMO_DATA ?? 'true').toLowerCase();
  if (seed !== 'true' && seed !== 'false') {
    throw new InvalidSettingError(`SEED_DEMO_DATA must be true or false (got "${env.SEED_DEMO_DATA}")`);
  }
  const openMeteoUrl = env.OPEN_METEO_URL?.trim();
  if (openMeteoUrl && !URL.canParse(openMeteoUrl)) {
    throw new InvalidSettingError(`OPEN_METEO_URL must be a URL such as http://localhost:8080 (got "${openMeteoUrl}")`);
  }
  return {
    ports,
    dataDir: resolve(cwd, env.LOCAL_DATA_DIR || '.local'),
    webAppDir: env.WEB_APP_DIR ? resolve(cwd, env.WEB_APP_DIR) : FRONTEND_DIST,
    logLevel: logLevel as LogLevel,
    seedDemoData: seed === 'true',
    openMeteoUrl: openMeteoUrl || 'sample',
  };
}

function readPort(env: NodeJS.ProcessEnv, variable: string, fallback: number): number {
  const text = env[variable];
  if (text === undefined || text === '') return fallback;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new InvalidSettingError(`${variable} must be a port number from 1 to 65535 (got "${text}")`);
  }
  return port;
}

/**
 * The five ports of a test suite's own stack, from its first port, moved by HIVEKEEPER_TEST_PORT_OFFSET so that two
 * checkouts on one machine can run their suites side by side.
 */
export function testSuitePorts(firstPort: number, env: NodeJS.ProcessEnv = process.env): LocalPorts {
  const offset = Number(env.HIVEKEEPER_TEST_PORT_OFFSET ?? 0);
  if (!Number.isInteger(offset) || offset < 0 || offset > 20_000) {
    throw new InvalidSettingError(
      `HIVEKEEPER_TEST_PORT_OFFSET must be a whole number from 0 to 20000 (got "${env.HIVEKEEPER_TEST_PORT_OFFSET}")`,
    );
  }
  const first = firstPort + offset;
  return { gateway: first, dynamoDb: first + 1, s3: first + 2, ses: first + 3, cognito: first + 4 };
}
