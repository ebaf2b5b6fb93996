/**
 * Global setup of the `data` test project: one in-memory DynamoDB Local for the whole run, with HiveKeeper's
 * table. Its endpoint and table name are provided to the workers, where `data-env.ts` turns them into the
 * functions' environment. The run's one commercial account is written meanwhile (`commercial-account-seeding.ts`).
 */
import { createServer } from 'node:net';
import type { TestProject } from 'vitest/node';
import { FUNCTION_SETTINGS } from '../../infra/function-settings';
import { ensureTable, startDynamoDbLocal } from '../../infra/local/dynamodb';
import { LOCAL_AWS_ENVIRONMENT } from '../../infra/local/settings';
import { startSharedCommercialAccount } from './commercial-account-seeding';

/** The port range reserved for the functions' data tests. */
const PORTS = { first: 8600, last: 8699 } as const;
const TABLE_NAME = 'hivekeeper-data-test';

declare module 'vitest' {
  export interface ProvidedContext {
    dynamoDbEndpoint: string;
    tableName: string;
  }
}

export default async function setup(project: TestProject) {
  // The config's test env reaches the workers only; this process talks to DynamoDB Local too.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const port = await freePort();
  const dynamoDb = await startDynamoDbLocal({ port });
  try {
    await ensureTable(dynamoDb.endpoint, TABLE_NAME);
  } catch (error) {
    await dynamoDb.stop();
    throw error;
  }
  // Written beside the run's first tests, by the time the scale tests ask for it.
  const commercial = await startSharedCommercialAccount(dynamoDb.endpoint, {
    ...LOCAL_AWS_ENVIRONMENT,
    ...FUNCTION_SETTINGS.localEnvironment,
    LOG_LEVEL: 'WARN',
  });
  project.provide('dynamoDbEndpoint', dynamoDb.endpoint);
  project.provide('tableName', TABLE_NAME);
  project.provide('commercialAccount', commercial.account);
  return async () => {
    await commercial.stop();
    await dynamoDb.stop();
  };
}

/** A port in the range nobody listens on, starting at a random one so parallel runs rarely collide. */
async function freePort(): Promise<number> {
  const size = PORTS.last - PORTS.first + 1;
  const start = Math.floor(Math.random() * size);
  for (let offset = 0; offset < size; offset++) {
    const port = PORTS.first + ((start + offset) % size);
    if (await isFree(port)) return port;
  }
  throw new Error(`No free port for DynamoDB Local in ${PORTS.first}-${PORTS.last}`);
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}
