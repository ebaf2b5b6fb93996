import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Stack } from 'aws-cdk-lib';
import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../functions/jobs';
import { routeList, TRIGGER_HANDLERS, type Grant } from '../../functions/routes';
import { bundlesOfApp, LAMBDA_BUNDLE_BUDGET_KB, type LambdaBundle } from '../lambda-bundles';
import { buildHttpApiEvent } from '../local/http-api-event';
import { LOCAL_AWS, LOCAL_AWS_ENVIRONMENT } from '../local/settings';
import { logicalId, present, resourcesOf, testApp, testConfig } from '../test-support/cdk-app';
import { addHiveKeeperStack, type HiveKeeperStack } from './hivekeeper-stack';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';

/**
 * Every HiveKeeper Lambda as `cdk synth` bundles it (infra/lambda-bundles.ts: one esbuild build for all of them),
 * loaded in a plain Node process as the Lambda runtime does, and weighed against its budget.
 */
const SAMPLE_ID = '01JBUNDLETEST0000000000000';

/** The grants under which a function may carry an AWS client or the payment provider's library. */
const GRANTS_FOR_PACKAGE: Record<string, readonly Grant[]> = {
  '@aws-sdk/client-s3': [
    'uploads:read',
    'uploads:write',
    'uploads:delete',
    'uploads:list',
    'marketing:read',
    'marketing:write',
    'marketing:delete',
    'exports:read',
    'exports:write',
    'exports:delete',
  ],
  '@aws-sdk/client-ses': ['mail:send'],
  '@aws-sdk/client-cognito-identity-provider': ['admins:list', 'users:delete'],
  '@aws-sdk/client-lambda': ['jobs:start'],
  '@aws-sdk/client-ssm': ['payments:secrets', 'reminders:secret'],
  '@aws-sdk/client-bedrock-runtime': ['content:generate'],
  '@aws-sdk/client-transcribe': ['transcription:run'],
  stripe: ['payments:secrets'],
};

/**
 * Generate New Ads answers its pieces through the marketing list's answer, which signs image links; ads have no
 * image, so it never signs one, but the S3 client comes with that answer.
 */
const CARRIED_WITHOUT_GRANT: Record<string, readonly string[]> = {
  'marketing/generate-marketing-ads': ['@aws-sdk/client-s3'],
};

interface LambdaUnderTest {
  handler: string;
  grants: readonly Grant[];
  /** A GET route that only reads the table. */
  tableRead: boolean;
  /** A route that may be called with or without a token, and checks one itself. */
  optionalToken: boolean;
}

const LAMBDAS: LambdaUnderTest[] = [
  ...routeList.map((route) => ({
    handler: route.handler,
    grants: route.grants,
    tableRead: route.method === 'GET' && route.grants.every((grant) => grant === 'table:read'),
    optionalToken: route.access === 'optional',
  })),
  ...Object.values(jobs).map((job) => ({ ...job, tableRead: false, optionalToken: false })),
  // The trigger's role is written in signup-trigger.ts (a PutItem, the sender, the admins group), not as grants.
  {
    handler: TRIGGER_HANDLERS.postConfirmation,
    grants: ['table:write', 'mail:send', 'admins:list'],
    tableRead: false,
    optionalToken: false,
  },
];

function packageOf(input: string): string | undefined {
  return /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input)?.[1];
}

/**
 * Loading a hundred route bundles takes about 20 s alone on a CI machine; sharing its two cores with other work it
 * has taken over a minute, and a killed child leaves no answer to read.
 */
const LOADING_EVERY_BUNDLE_MS = 180_000;

describe('Lambda bundles', () => {
  let stack: HiveKeeperStack;
  let assemblyDir: string;
  let bundles: ReadonlyMap<string, LambdaBundle>;
  beforeAll(() => {
    const app = testApp({ bundle: true });
    stack = addHiveKeeperStack(app, testConfig());
    assemblyDir = app.synth().directory;
    bundles = bundlesOfApp(assemblyDir);
  }, 300_000);

  /** The folder the stack deploys for a function: the asset its template names. */
  function deployedDir(fn: IFunction): string {
    const resources = resourcesOf(Stack.of(fn));
    const s3Key: string = present(resources[logicalId(fn)], fn.node.path).Properties.Code.S3Key;
    return join(assemblyDir, `asset.${s3Key.replace(/\.zip$/, '')}`);
  }

  function routeBundleDir(name: string): string {
    return deployedDir(present(stack.api.functions[name as keyof typeof stack.api.functions], `the ${name} function`));
  }

  it.each(routeList)('$name is one minified ES module with its source map, the AWS SDK inside', (route) => {
    const dir = routeBundleDir(route.name);
    expect(readdirSync(dir).sort()).toEqual(['index.mjs', 'index.mjs.map']);
    const code = readFileSync(join(dir, 'index.mjs'), 'utf8');
    // Minified: long lines of code, not one statement per line (string literals keep a few line breaks).
    expect(code.length / code.split('\n').length).toBeGreaterThan(1000);
    expect(code.trimEnd().endsWith('//# sourceMappingURL=index.mjs.map')).toBe(true);
    // The SDK's code is in the bundle (the source map lists its files) and nothing imports it from outside.
    const { sources } = JSON.parse(readFileSync(join(dir, 'index.mjs.map'), 'utf8')) as { sources: string[] };
    expect(sources.some((source) => source.includes('node_modules/@aws-sdk/client-dynamodb/'))).toBe(true);
    expect(/\bfrom\s*["']@aws-sdk\/|__require\(["']@aws-sdk\//.test(code)).toBe(false);
  });

  it.each(LAMBDAS)('$handler keeps to its budget and carries only what its grants let it call', (lambda) => {
    const bundle = present(bundles.get(lambda.handler), `the bundle of ${lambda.handler}`);
    const budgetKb = lambda.tableRead ? LAMBDA_BUNDLE_BUDGET_KB.tableReadRoute : LAMBDA_BUNDLE_BUDGET_KB.anyFunction;
    expect(bundle.bytes / 1024).toBeLessThanOrEqual(budgetKb);

    const packages = new Set(bundle.inputs.map(packageOf));
    const uncalled = Object.entries(GRANTS_FOR_PACKAGE)
      .filter(([name, grants]) => packages.has(name) && !grants.some((grant) => lambda.grants.includes(grant)))
      .map(([name]) => name)
      .filter((name) => !CARRIED_WITHOUT_GRANT[lambda.handler]?.includes(name));
    expect(uncalled).toEqual([]);
    // Only a route that checks a token itself carries the JWT library.
    expect(packages.has('jose')).toBe(lambda.optionalToken);
    // Transactions are written only by functions that may write.
    if (!lambda.grants.includes('table:write')) {
      expect(bundle.inputs).not.toContain('functions/lib/data/transactions.ts');
    }
  });

  it(
    'loads every route bundle as an ES module in Node, and each refuses a request without a token',
    () => {
      const requests = routeList
        .filter((route) => route.access !== 'public' && route.access !== 'optional')
        .map((route) => ({
          name: route.name,
          file: join(routeBundleDir(route.name), 'index.mjs'),
          event: buildHttpApiEvent({
            method: route.method,
            routePath: route.path,
            rawPath: route.path.replace(/\{\w+\}/g, SAMPLE_ID),
            pathParameters: Object.fromEntries(
              [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => [match[1], SAMPLE_ID]),
            ),
          }),
        }));
      const script = `
      const requests = JSON.parse(process.env.REQUESTS);
      const context = { awsRequestId: 'bundle-test', functionName: 'bundle-test', getRemainingTimeInMillis: () => 10000 };
      const statuses = {};
      for (const { name, file, event } of requests) {
        const { handler } = await import(file);
        statuses[name] = (await handler(event, context)).statusCode;
      }
      console.log(JSON.stringify(statuses));`;
      const statuses = JSON.parse(runInNode(script, { REQUESTS: JSON.stringify(requests) }));
      expect(statuses).toEqual(Object.fromEntries(requests.map((request) => [request.name, 401])));
    },
    LOADING_EVERY_BUNDLE_MS,
  );

  it("loads the sign-up trigger's bundle, which hands a confirmed password reset back to Cognito untouched", () => {
    const dir = deployedDir(stack.signupTrigger.function);
    expect(readdirSync(dir).sort()).toEqual(['index.mjs', 'index.mjs.map']);
    const event: PostConfirmationTriggerEvent = {
      version: '1',
      region: LOCAL_AWS.region,
      userPoolId: 'us-east-1_bundle',
      userName: 'c0ffee',
      callerContext: { awsSdkVersion: 'test', clientId: 'web' },
      triggerSource: 'PostConfirmation_ConfirmForgotPassword',
      request: { userAttributes: { sub: 'c0ffee', email: 'newbee@example.com' } },
      response: {},
    };
    const script = `
      const { handler } = await import(${JSON.stringify(join(dir, 'index.mjs'))});
      console.log(JSON.stringify(await handler(JSON.parse(process.env.EVENT))));`;
    expect(JSON.parse(runInNode(script, { EVENT: JSON.stringify(event) }))).toEqual(event);
  });
});

/** Runs an ES module script in a plain Node process with the local AWS settings; answers its last line. */
function runInNode(script: string, env: Record<string, string>): string {
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    env: {
      ...process.env,
      ...env,
      TABLE_NAME: 'hivekeeper-bundle-test',
      ...LOCAL_AWS_ENVIRONMENT,
      LOG_LEVEL: 'SILENT',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    },
    encoding: 'utf8',
    timeout: LOADING_EVERY_BUNDLE_MS,
  });
  expect(run.stderr).toBe('');
  return present(run.stdout.trim().split('\n').at(-1), 'the answer line');
}
