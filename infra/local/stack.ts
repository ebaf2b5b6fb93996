/**
 * HiveKeeper's whole local stack in one call, used by `npm start` and by the integration tests: DynamoDB Local,
 * s3rver, aws-ses-v2-local, cognito-local and the local gateway, with the table, bucket, user pool, app client
 * and `admins` group created when missing.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { jobs, type JobDefinition } from '../../functions/jobs';
import { routeList, TRIGGER_HANDLERS } from '../../functions/routes';
import { FUNCTION_SETTINGS } from '../function-settings';
import { FRONTEND_DIST } from '../paths';
import { securityHeaders } from '../security-headers';
import type { RuntimeConfig } from '../../shared/runtime-config';
import { startLocalCognito } from './cognito';
import type { DemoSeedResult } from './seed';
import { seedDemoData } from './seed';
import { ensureTable, startDynamoDbLocal } from './dynamodb';
import { COGNITO_PATH, createGateway } from './gateway';
import { LOCAL_JOBS_PATH, startLocalScheduler, withLocalJobs, type JobRunner } from './scheduler';
import type { StackUrls } from './info-page';
import { renderInfoPage } from './info-page';
import { LOCAL_INBOX_PATH, withLocalInboxPage } from './inbox-page';
import { createJwtAuthorizer } from './jwt-authorizer';
import { createLambdaRuntime, type LambdaRuntime } from './lambda-runtime';
import { assertPortsFree, claimDataDir, recordChild, releaseDataDir } from './processes';
import { startOpenMeteoStandIn } from './open-meteo-stand-in';
import { startLocalS3 } from './s3';
import type { LocalPorts, LogLevel } from './settings';
import {
  LOCAL_AWS,
  LOCAL_AWS_ENVIRONMENT,
  LOCAL_RESOURCES,
  localBillingEnvironment,
  localWebhookSecret,
  localRemindersEnvironment,
  localUploadsEnvironment,
} from './settings';
import { startBillingTimer, type BillingTimer } from './billing-timer';
import { closeServer, listen } from './servers';
import { createLocalMailer, LOCAL_SENDER, startLocalSes } from './ses';
import type { SiteHandler } from './static-site';
import { createStaticSite } from './static-site';
import { ensureUserPool, localCognitoAdminClient } from './user-pool';
import { UserPoolApi } from './user-pool-api';
import { createViteSite } from './vite-site';
import { WEB_APP_VITE_CONFIG } from './web-app-build';

/**
 * What the gateway serves as the web app: a build (the folder is read on every request, so a build may land
 * after the start), or with `webAppDevServer` the sources through Vite's dev server with hot reload.
 */
export type WebAppSource =
  | {
      /** The build's folder (absolute); default `frontend/dist`. */
      webAppDir?: string;
      webAppDevServer?: false;
    }
  | { webAppDir?: never; webAppDevServer: true };

export type LocalStackOptions = LocalServiceOptions & WebAppSource;

interface LocalServiceOptions {
  ports: LocalPorts;
  /** Absolute folder for DynamoDB Local, s3rver and cognito-local data. */
  dataDir: string;
  /** LOG_LEVEL of the functions (Powertools levels). */
  logLevel: LogLevel;
  seedDemoData: boolean;
  /**
   * Where the weather route reaches Open-Meteo: `sample` serves the Open-Meteo stand-in's fixed figures and tells the
   * web app to label them (`sampleWeather` in /config.json), as `npm start` does unless `OPEN_METEO_URL` is set; a
   * URL (a test's stand-in, the real service); unset, the real service (offline: unavailable).
   */
  openMeteoUrl?: string | 'sample';
  /** Keeps DynamoDB Local's data in memory instead of `dataDir` (the benchmark's bulk loads are 5x faster). */
  inMemoryDatabase?: boolean;
  /** Progress lines while starting. */
  progress?(message: string): void;
  /** Called when a service dies on its own after the start (DynamoDB Local is a separate process). */
  onServiceExit?(message: string): void;
  /** Aborting while starting (Ctrl-C) stops what has started at the next step and rejects with the reason. */
  signal?: AbortSignal;
}

export interface LocalStack {
  urls: StackUrls;
  runtimeConfig: RuntimeConfig;
  userPool: { userPoolId: string; userPoolClientId: string; issuer: string };
  tableName: string;
  uploadsBucket: string;
  /** Present when demo data was requested. */
  demo?: DemoSeedResult;
  /** The test-mode provider's clock: delivers the events of trials and periods that have ended. */
  billing: Pick<BillingTimer, 'runNow'>;
  stop(): Promise<void>;
}

export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  // The SDK's notice about Node 22 concerns the Lambdas' runtime (nodejs22.x), not this local process.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const { ports, dataDir } = options;
  const progress = options.progress ?? (() => undefined);
  const stoppers: (() => Promise<void>)[] = [];
  let stopping = false;
  const stop = async () => {
    stopping = true;
    for (const stopOne of stoppers.splice(0).reverse()) {
      await stopOne().catch((error: unknown) => console.error('Stopping a local service failed:', error));
    }
  };

  try {
    const leftovers = await claimDataDir(dataDir);
    // Released last (stoppers run last-in, first-out): the record outlives every child it lists.
    stoppers.push(async () => releaseDataDir(dataDir));
    if (leftovers.length > 0) progress(`Stopped ${leftovers.length} process(es) left over from a previous run`);
    await assertPortsFree(ports);

    progress('Starting DynamoDB Local, s3rver, SES and cognito-local');
    // The functions' runtime is made once the pool exists; a confirmation can only come after the start.
    const functions: { runtime?: LambdaRuntime } = {};
    const app = `http://localhost:${ports.gateway}`;
    const ses = await startLocalSes({ port: ports.ses });
    stoppers.push(ses.stop);
    // allSettled: every service that did start has registered its stopper before a failure is rethrown.
    const [dynamoDb, s3, cognito] = settledOrThrow(
      await Promise.allSettled([
        startDynamoDbLocal({
          port: ports.dynamoDb,
          dataDir: options.inMemoryDatabase ? undefined : join(dataDir, 'dynamodb'),
          // Compiling with C1 only: about half the JVM start time, plenty fast for one developer's requests.
          jvmOptions: ['-XX:TieredStopAtLevel=1'],
          // Recorded at once so that the next start can stop it if this process dies without stopping it
          // (kill -9), even while it is still starting.
          onSpawn: (child) => {
            if (child.pid !== undefined) recordChild(dataDir, { pid: child.pid, marker: 'DynamoDBLocal.jar' });
          },
        }).then((started) => {
          stoppers.push(started.stop);
          started.process.once('exit', (code, signal) => {
            if (!stopping)
              options.onServiceExit?.(`DynamoDB Local stopped unexpectedly (${signal ?? `exit code ${code}`})`);
          });
          return started;
        }),
        startLocalS3({
          port: ports.s3,
          dataDir: join(dataDir, 's3'),
          bucket: LOCAL_RESOURCES.uploadsBucket,
          allowedOrigin: app,
        }).then((started) => {
          stoppers.push(started.stop);
          return started;
        }),
        startLocalCognito({
          port: ports.cognito,
          dataDir: join(dataDir, 'cognito'),
          sendMail: createLocalMailer(ses.endpoint).send,
          logLevel: options.logLevel === 'DEBUG' ? 'debug' : 'error',
          // The cloud pool's PostConfirmation Lambda, the same module (infra/stacks/signup-trigger.ts).
          postConfirmation: async (event) => {
            if (!functions.runtime) throw new Error('A sign-up was confirmed before the functions were ready');
            return functions.runtime.runTrigger('postConfirmation', TRIGGER_HANDLERS.postConfirmation, event);
          },
        }).then((started) => {
          stoppers.push(started.stop);
          return started;
        }),
      ]),
    );
    options.signal?.throwIfAborted();
    let openMeteoUrl = options.openMeteoUrl;
    if (openMeteoUrl === 'sample') {
      const sampleWeather = await startOpenMeteoStandIn();
      stoppers.push(sampleWeather.close);
      openMeteoUrl = sampleWeather.url;
    }
    await ensureTable(dynamoDb.endpoint, LOCAL_RESOURCES.tableName);
    const cognitoAdmin = localCognitoAdminClient(cognito.endpoint);
    stoppers.push(async () => cognitoAdmin.destroy());
    const { userPoolId, userPoolClientId } = await ensureUserPool(cognitoAdmin);
    const issuer = cognito.issuer(userPoolId);

    const urls: StackUrls = {
      app,
      config: `${app}/config.json`,
      userPoolEndpoint: `${app}${COGNITO_PATH}/`,
      inbox: ses.inboxUrl,
      inboxPage: `${app}${LOCAL_INBOX_PATH}`,
      dynamoDb: dynamoDb.endpoint,
      s3: s3.endpoint,
      cognito: cognito.endpoint,
    };
    const runtimeConfig: RuntimeConfig = {
      apiUrl: '',
      region: LOCAL_AWS.region,
      userPoolId,
      userPoolClientId,
      userPoolEndpoint: urls.userPoolEndpoint,
      authFlowType: 'USER_PASSWORD_AUTH',
      localInboxUrl: urls.inboxPage,
      paymentProvider: 'test-mode',
      ...(options.openMeteoUrl === 'sample' ? { sampleWeather: true } : {}),
    };

    const logError = (message: string, error: unknown) => console.error(`[gateway] ${message}`, error ?? '');
    const gateway = createServer();
    let site: SiteHandler;
    let closeSite = async (): Promise<void> => undefined;
    // One stopper for both, in this order: the gateway's close waits for the dev server's WebSockets to end.
    stoppers.push(async () => {
      await closeSite();
      if (gateway.listening) await closeServer(gateway);
    });
    if (options.webAppDevServer) {
      const vite = await createViteSite({ configFile: WEB_APP_VITE_CONFIG, server: gateway });
      site = vite.handle;
      closeSite = vite.close;
    } else {
      site = createStaticSite({
        distDir: options.webAppDir ?? FRONTEND_DIST,
        infoPage: () => renderInfoPage(urls),
        // The cloud's headers, with the local origins: the user pool is on the gateway's origin, uploads on s3rver.
        headers: securityHeaders({ uploads: s3.endpoint, https: false }),
      });
    }
    const lambdas = createLambdaRuntime({
      environment: {
        ...FUNCTION_SETTINGS.baseEnvironment,
        ...FUNCTION_SETTINGS.localEnvironment,
        TABLE_NAME: LOCAL_RESOURCES.tableName,
        DYNAMODB_ENDPOINT: dynamoDb.endpoint,
        ...localUploadsEnvironment(s3.endpoint),
        ...localBillingEnvironment(app, localWebhookSecret(dataDir)),
        ...localRemindersEnvironment(app),
        ...(openMeteoUrl ? { OPEN_METEO_URL: openMeteoUrl } : {}),
        // The admins' e-mails go to the local inbox; the admins are the local pool's `admins` group.
        MAIL_FROM: LOCAL_SENDER,
        SES_ENDPOINT: ses.endpoint,
        USER_POOL_ID: userPoolId,
        COGNITO_ENDPOINT: cognito.endpoint,
        // Generate Now starts its job through the gateway, as a Lambda's asynchronous invoke would.
        JOBS_ENDPOINT: `${app}${LOCAL_JOBS_PATH}`,
        ...LOCAL_AWS_ENVIRONMENT,
        LOG_LEVEL: options.logLevel,
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      },
      log: logError,
    });
    functions.runtime = lambdas;
    const runJob: JobRunner = (name, event) => {
      const job = (jobs as Readonly<Record<string, JobDefinition>>)[name];
      if (!job) throw new Error(`No job named ${name}`);
      return lambdas.runTrigger(name, job.handler, event, job.timeoutSeconds * 1000);
    };
    const serveGateway = createGateway({
      routes: routeList,
      authorize: createJwtAuthorizer({ issuer, audience: userPoolClientId }),
      lambdas,
      runtimeConfig,
      cognito: cognito.handle,
      // Local only: the page where a newcomer reads the confirmation code.
      site: withLocalInboxPage(withLocalJobs(site, jobs, runJob, logError), ses.endpoint),
      log: logError,
    });
    gateway.on('request', serveGateway);

    let demo: DemoSeedResult | undefined;
    if (options.seedDemoData) {
      progress('Seeding the demo accounts');
      // Through the same gateway on a private port: the public one opens only once the accounts exist, so a
      // beekeeper who opens the page at once can sign in with them.
      const seeding = createServer(serveGateway);
      await listen(seeding, 0);
      try {
        const seedingUrl = `http://127.0.0.1:${(seeding.address() as AddressInfo).port}`;
        demo = await seedDemoData({
          admin: cognitoAdmin,
          userPoolId,
          userPool: new UserPoolApi(`${seedingUrl}${COGNITO_PATH}/`, userPoolClientId),
          gatewayUrl: seedingUrl,
        });
      } finally {
        await closeServer(seeding);
      }
      progress("Writing today's marketing content");
      // As the day's schedule would have at midnight: a restart finds the day's set made and writes nothing.
      const today = `${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`;
      await runJob('generateDailyMarketing', { job: 'generateDailyMarketing', scheduledFor: today });
    }
    options.signal?.throwIfAborted();
    await listen(gateway, ports.gateway);
    options.signal?.throwIfAborted();
    // Started once the gateway listens: the test-mode provider's events go to its webhook route.
    const billing = startBillingTimer({ log: logError });
    stoppers.push(async () => billing.stop());
    const scheduler = startLocalScheduler({ jobs, run: runJob, log: logError });
    stoppers.push(async () => scheduler.stop());

    return {
      urls,
      runtimeConfig,
      userPool: { userPoolId, userPoolClientId, issuer },
      tableName: LOCAL_RESOURCES.tableName,
      uploadsBucket: LOCAL_RESOURCES.uploadsBucket,
      ...(demo ? { demo } : {}),
      billing,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

function settledOrThrow<T extends readonly unknown[]>(results: { [K in keyof T]: PromiseSettledResult<T[K]> }): T {
  const failure = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failure) throw failure.reason;
  return results.map((result) => (result as PromiseFulfilledResult<unknown>).value) as unknown as T;
}
