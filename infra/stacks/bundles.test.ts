import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Stack } from 'aws-cdk-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeList } from '../../functions/routes';
import { buildHttpApiEvent } from '../local/http-api-event';
import { LOCAL_AWS_ENVIRONMENT } from '../local/settings';
import { logicalId, present, resourcesOf, testApp, testConfig } from '../test-support/cdk-app';
import { addHiveKeeperStack } from './hivekeeper-stack';

/**
 * The route Lambdas as `cdk synth` bundles them with esbuild: these tests build them for real (the others skip
 * bundling) and load each bundle in a plain Node process, as the Lambda runtime does.
 */
const SAMPLE_ID = '01JBUNDLETEST0000000000000';

describe('route Lambda bundles', () => {
  const bundleDirs = new Map<string, string>();
  beforeAll(() => {
    const app = testApp({ bundle: true });
    const stack = addHiveKeeperStack(app, testConfig());
    const assemblyDir = app.synth().directory;
    for (const route of routeList) {
      const routeFunction = present(stack.api.functions[route.name], `the function of ${route.name}`);
      // The route's nested stack (its feature area) holds the function.
      const resources = resourcesOf(Stack.of(routeFunction));
      const s3Key: string = present(resources[logicalId(routeFunction)], route.name).Properties.Code.S3Key;
      bundleDirs.set(route.name, join(assemblyDir, `asset.${s3Key.replace(/\.zip$/, '')}`));
    }
    // esbuild bundles every route's and job's Lambda here, one after another: minutes on a busy 2-core machine.
  }, 600_000);

  it.each(routeList)('$name is one minified ES module with its source map, the AWS SDK inside', (route) => {
    const dir = present(bundleDirs.get(route.name), `the bundle of ${route.name}`);
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

  it('loads every bundle as an ES module in Node, and each refuses a request without a token', () => {
    const requests = routeList
      .filter((route) => route.access !== 'public' && route.access !== 'optional')
      .map((route) => ({
        name: route.name,
        file: join(present(bundleDirs.get(route.name), `the bundle of ${route.name}`), 'index.mjs'),
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
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      env: {
        ...process.env,
        REQUESTS: JSON.stringify(requests),
        TABLE_NAME: 'hivekeeper-bundle-test',
        ...LOCAL_AWS_ENVIRONMENT,
        LOG_LEVEL: 'SILENT',
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.stderr).toBe('');
    const statuses = JSON.parse(present(run.stdout.trim().split('\n').at(-1), 'the statuses line'));
    expect(statuses).toEqual(Object.fromEntries(requests.map((request) => [request.name, 401])));
  });
});
