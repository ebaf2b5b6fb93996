/**
 * `npm start`: HiveKeeper's whole stack on this machine, offline, with the demo accounts. Settings come from the
 * environment and `.env` (see `.env.example`); Ctrl-C stops everything.
 */
import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { MissingJavaError } from './dynamodb';
import { PortBusyError } from './processes';
import { InvalidSettingError, READY_LINE, readLocalSettings } from './settings';
import type { LocalStack } from './stack';
import { startLocalStack } from './stack';

async function main(): Promise<void> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const settings = readLocalSettings();
  const startedAt = Date.now();
  let stack: LocalStack | undefined = undefined;
  stack = await startLocalStack({
    ...settings,
    progress: (message) => console.log(`- ${message}`),
    onServiceExit: (message) => {
      console.error(`${message}: stopping HiveKeeper's local stack.`);
      // While still starting, the start itself fails and main's error handler exits.
      void stack?.stop().finally(() => process.exit(1));
    },
  });
  stopOnSignals(stack);
  printSummary(stack, settings.dataDir, Date.now() - startedAt);
}

function stopOnSignals(stack: LocalStack) {
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
  // Problems the person starting HiveKeeper can fix get one line, not a stack trace.
  if (error instanceof MissingJavaError || error instanceof PortBusyError || error instanceof InvalidSettingError) {
    console.error(error.message);
  } else {
    console.error('HiveKeeper could not start:', error);
  }
  process.exit(1);
});
