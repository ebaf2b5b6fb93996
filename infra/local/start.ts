/**
 * `npm start`: HiveKeeper's whole stack on this machine, offline, with the demo accounts and the web app built
 * for production (the build is skipped when it is newer than its sources). `npm run dev` (the `--dev` flag)
 * serves the web app from its sources through Vite instead, with hot reload. Settings come from the environment
 * and `.env` (see `.env.example`); Ctrl-C stops everything.
 */
import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { DynamoDbLocalStartError, MissingJavaError } from './dynamodb';
import { AlreadyRunningError, PortBusyError } from './processes';
import { InvalidSettingError, READY_LINE, readLocalSettings } from './settings';
import type { LocalStack } from './stack';
import { startLocalStack } from './stack';
import { buildWebApp, isWebAppBuildCurrent, UnsafeBuildFolderError } from './web-app-build';

/** The flag of `npm run dev`. */
const DEV_FLAG = '--dev';

async function main(): Promise<void> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const devServer = process.argv.includes(DEV_FLAG);
  const { webAppDir, ...settings } = readLocalSettings();
  const startedAt = Date.now();
  const progress = (message: string) => console.log(`- ${message}`);
  let stack: LocalStack | undefined = undefined;
  // Before the start: a Ctrl-C (or kill) while starting stops what has started.
  const starting = new AbortController();
  stopOnSignals(() => stack, starting);
  // The build runs while the services start (it computes, they mostly wait); its failure is reported after.
  const building = devServer ? Promise.resolve() : buildUnlessCurrent(webAppDir, progress);
  building.catch(() => undefined);
  stack = await startLocalStack({
    ...settings,
    ...(devServer ? { webAppDevServer: true } : { webAppDir }),
    signal: starting.signal,
    progress,
    onServiceExit: (message) => {
      console.error(`${message}: stopping HiveKeeper's local stack.`);
      // While still starting, the start itself fails and main's error handler exits.
      void stack?.stop().finally(() => process.exit(1));
    },
  });
  try {
    await building;
  } catch (error) {
    await stack.stop();
    throw error;
  }
  const webApp = devServer ? 'frontend/ through Vite (hot reload)' : `${fromHere(webAppDir)}/`;
  printSummary(stack, webApp, settings.dataDir, Date.now() - startedAt);
}

/** The web app did not build; Vite's message says why. */
class WebAppBuildError extends Error {}

async function buildUnlessCurrent(webAppDir: string, progress: (message: string) => void): Promise<void> {
  const folder = `${fromHere(webAppDir)}/`;
  if (isWebAppBuildCurrent(webAppDir)) {
    progress(`The web app in ${folder} is newer than its sources: not rebuilt`);
    return;
  }
  progress(`Building the web app into ${folder}`);
  const startedAt = Date.now();
  try {
    await buildWebApp(webAppDir);
  } catch (error) {
    if (error instanceof UnsafeBuildFolderError) throw error;
    throw new WebAppBuildError(`The web app did not build: ${error instanceof Error ? error.message : error}`, {
      cause: error,
    });
  }
  progress(`Built the web app in ${seconds(Date.now() - startedAt)} s`);
}

/** A path as typed from the working directory when it is below it. */
function fromHere(path: string): string {
  const shown = relative(process.cwd(), path);
  return shown.startsWith('..') ? path : shown || '.';
}

function seconds(milliseconds: number): string {
  return (milliseconds / 1000).toFixed(1);
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

function printSummary(stack: LocalStack, webApp: string, dataDir: string, elapsedMs: number) {
  const { urls, userPool } = stack;
  const rows: [string, string][] = [
    ['Web app and API', urls.app],
    ['Web app served from', webApp],
    ['Runtime config', urls.config],
    ['E-mail inbox', urls.inboxPage],
    ['User pool', `${urls.userPoolEndpoint}  (pool ${userPool.userPoolId}, client ${userPool.userPoolClientId})`],
    ['Token issuer', userPool.issuer],
    ['DynamoDB Local', `${urls.dynamoDb}  (table ${stack.tableName})`],
    ['S3 (s3rver)', `${urls.s3}  (bucket ${stack.uploadsBucket})`],
    [
      'Weather',
      stack.runtimeConfig.sampleWeather
        ? 'sample figures from the Open-Meteo stand-in (OPEN_METEO_URL for real forecasts)'
        : 'Open-Meteo (OPEN_METEO_URL)',
    ],
    ['Local data', `${fromHere(dataDir)}/`],
  ];
  const { beekeeper, member, admin } = DEMO_ACCOUNTS;
  if (stack.demo) {
    rows.push(
      ['Demo beekeeper', `${beekeeper.email}  ${beekeeper.password}`],
      ['Demo team member', `${member.email}  ${member.password}`],
      ['Demo admin', `${admin.email}  ${admin.password}`],
      ['ID token (curl)', `npx tsx infra/local/token.ts ${beekeeper.email} '${beekeeper.password}'`],
    );
  }
  const width = Math.max(...rows.map(([label]) => label.length));
  console.log(
    [
      '',
      `${READY_LINE} (started in ${seconds(elapsedMs)} s)`,
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
    UnsafeBuildFolderError,
    WebAppBuildError,
  ];
  if (error instanceof Error && oneLiners.some((kind) => error instanceof kind)) {
    console.error(error.message);
  } else {
    console.error('HiveKeeper could not start:', error);
  }
  process.exit(1);
});
