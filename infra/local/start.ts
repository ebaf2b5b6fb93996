/**
 * `npm start`: HiveKeeper's whole stack on this machine, offline, with the demo accounts. Settings come from the
 * environment and `.env` (see `.env.example`); Ctrl-C stops everything.
 */
import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { DynamoDbLocalStartError, MissingJavaError } from './dynamodb';
import { AlreadyRunningError, PortBusyError } from './processes';
import { InvalidSettingError, READY_LINE, readLocalSettings } from './settings';
import type { LocalStack } from './stack';
import { startLocalStack } from './stack';

async function main(): Promise<void> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const settings = readLocalSettings();
  const startedAt = Date.now();
  let stack: LocalStack | undefined = undefined;
  // Before the start: a Ctrl-C (or kill) while starting stops what has started.
  const starting = new AbortController();
  stopOnSignals(() => stack, starting);
  stack = await startLocalStack({
    ...settings,
    signal: starting.signal,
    progress: (message) => console.log(`- ${message}`),
    onServiceExit: (message) => {
      console.error(`${message}: stopping HiveKeeper's local stack.`);
      // While still starting, the start itself fails and main's error handler exits.
      void stack?.stop().finally(() => process.exit(1));
    },
  });
  printSummary(stack, settings.dataDir, Date.now() - startedAt);
}

/** The reason a start was aborted by a signal: the stop is what was asked for, not a failure. */
class StartInterruptedError extends Error {}

function stopOnSignals(runningStack: () => LocalStack | undefined, starting: AbortController) {
  let stoppingSince: number | undefined;
  const stop = (signal: NodeJS.Signals) => {
    if (stoppingSince !== undefined) {
      // A terminal's Ctrl-C reaches this process twice under npm and tsx (directly and relayed): only a later,
      // second Ctrl-C means "don't wait".
      if (Date.now() - stoppingSince < 1_000) return;
      console.log('Stopping right away.');
      process.exit(1);
    }
    stoppingSince = Date.now();
    console.log(`\n${signal}: stopping HiveKeeper's local stack...`);
    const stack = runningStack();
    if (!stack) {
      // Still starting: the start stops what it has started at its next step, and main exits.
      starting.abort(new StartInterruptedError(signal));
      return;
    }
    stack.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

function printSummary(stack: LocalStack, dataDir: string, elapsedMs: number) {
  const { urls, userPool } = stack;
  const fromHere = relative(process.cwd(), dataDir);
  const data = fromHere.startsWith('..') ? dataDir : fromHere || '.';
  const rows: [string, string][] = [
    ['Web app and API', urls.app],
    ['Runtime config', urls.config],
    ['E-mail inbox', urls.inbox],
    ['User pool', `${urls.userPoolEndpoint}  (pool ${userPool.userPoolId}, client ${userPool.userPoolClientId})`],
    ['Token issuer', userPool.issuer],
    ['DynamoDB Local', `${urls.dynamoDb}  (table ${stack.tableName})`],
    ['S3 (s3rver)', `${urls.s3}  (bucket ${stack.uploadsBucket})`],
    ['Local data', `${data}/`],
  ];
  const { beekeeper, admin } = DEMO_ACCOUNTS;
  if (stack.demo) {
    rows.push(
      ['Demo beekeeper', `${beekeeper.email}  ${beekeeper.password}`],
      ['Demo admin', `${admin.email}  ${admin.password}`],
      ['ID token (curl)', `npx tsx infra/local/token.ts ${beekeeper.email} '${beekeeper.password}'`],
    );
  }
  const width = Math.max(...rows.map(([label]) => label.length));
  console.log(
    [
      '',
      `${READY_LINE} (started in ${(elapsedMs / 1000).toFixed(1)} s)`,
      '',
      ...rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`),
      '',
      'Press Ctrl-C to stop.',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  if (error instanceof StartInterruptedError) process.exit(0);
  // Problems the person starting HiveKeeper can fix get one line, not a stack trace.
  const oneLiners = [
    MissingJavaError,
    DynamoDbLocalStartError,
    AlreadyRunningError,
    PortBusyError,
    InvalidSettingError,
  ];
  if (error instanceof Error && oneLiners.some((kind) => error instanceof kind)) {
    console.error(error.message);
  } else {
    console.error('HiveKeeper could not start:', error);
  }
  process.exit(1);
});
