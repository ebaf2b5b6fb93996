/**
 * How every HiveKeeper Lambda is bundled: one esbuild build for all of them (routes, jobs and the sign-up trigger),
 * each handler module into a folder of its own as a minified ES module (`index.mjs`) with its source map. esbuild
 * shares the parsing of what the handlers have in common and builds on every core at once, so the whole set takes
 * seconds where one build per function took minutes.
 *
 * The CDK stack takes each function's code from here (`lambdaCode`), `infra/stacks/bundles.test.ts` checks these
 * same bundles against their budgets, and `npm run bench` prints their sizes and import times.
 */
import { dirname, join, relative } from 'node:path';
import { Stack, Stage } from 'aws-cdk-lib';
import { Code } from 'aws-cdk-lib/aws-lambda';
import { buildSync, type BuildOptions } from 'esbuild';
import type { Construct } from 'constructs';
import { jobs } from '../functions/jobs';
import { routeList, TRIGGER_HANDLERS } from '../functions/routes';
import { handlerEntry, LAMBDA_CREDENTIALS_MODULE, REPO_ROOT } from './paths';

/** The esbuild options of every Lambda bundle; the runtime is Node.js 24 (infra/stacks/route-group.ts). */
export const LAMBDA_BUILD_OPTIONS = {
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'esm',
  // Prefer packages' ES module builds: they tree-shake (the AWS SDK above all).
  mainFields: ['module', 'main'],
  minify: true,
  sourcemap: true,
  sourcesContent: false,
  outExtension: { '.js': '.mjs' },
  // The SDK is bundled, not taken from the runtime: the version we test with is the version that runs, and a
  // bundled SDK loads faster (aws-sdk-js-v3#5516). Lambda's credentials are in its environment, so the SDK's
  // default chain of credential providers is left out (functions/lib/lambda-credentials.ts).
  alias: { '@aws-sdk/credential-provider-node': LAMBDA_CREDENTIALS_MODULE },
  logLevel: 'warning',
} as const satisfies BuildOptions;

/**
 * Each bundle's ceiling, minified, checked by infra/stacks/bundles.test.ts. The goals were 300 KB for a read
 * route and 500 KB for any function; every function carries a floor above that: the DynamoDB client with the commands
 * ElectroDB loads (about 250 KB) and ElectroDB with its jsonschema (about 220 KB). The ceilings hold today's weights
 * with a little room (docs/benchmarks.md has the table), so a function that starts to carry code it never runs
 * fails; what each function may carry is checked beside them.
 */
export const LAMBDA_BUNDLE_BUDGET_KB = {
  /** A GET route that only reads the table: no S3, no writes, no token library. */
  tableReadRoute: 700,
  /** Any function: the payment routes and the account deletion carry Stripe's library (about 240 KB). */
  anyFunction: 1_250,
} as const;

/** A built bundle: the handler module it was built from, its folder, its size and the source files inside. */
export interface LambdaBundle {
  /** The handler module under functions/handlers, as routes.ts and jobs.ts name it: `hives/list-hives`. */
  handler: string;
  dir: string;
  bytes: number;
  /** The files bundled, relative to the repository: `functions/lib/data/hives.ts`, `node_modules/zod/...`. */
  inputs: string[];
}

/** Every handler module a Lambda of the stack runs: each route's, each job's and the sign-up trigger's. */
export function lambdaHandlers(): string[] {
  const handlers = [
    ...routeList.map((route) => route.handler),
    ...Object.values(jobs).map((job) => job.handler),
    ...Object.values(TRIGGER_HANDLERS),
  ];
  return [...new Set(handlers)].sort();
}

/** Builds the given handler modules (every Lambda's by default) into `outdir`, one folder per handler. */
export function buildLambdaBundles(outdir: string, handlers: readonly string[] = lambdaHandlers()): LambdaBundle[] {
  const { metafile } = buildSync({
    ...LAMBDA_BUILD_OPTIONS,
    absWorkingDir: REPO_ROOT,
    entryPoints: handlers.map((handler) => ({ in: handlerEntry({ handler }), out: join(handler, 'index') })),
    outdir,
    metafile: true,
  });
  return handlers.map((handler) => {
    const dir = join(outdir, handler);
    const output = metafile.outputs[relative(REPO_ROOT, join(dir, 'index.mjs'))];
    if (!output) throw new Error(`esbuild wrote no bundle for ${handler}`);
    return { handler, dir, bytes: output.bytes, inputs: Object.keys(output.inputs) };
  });
}

/** The bundles of each CDK app of this process, by its assembly folder: built once, for the first function. */
const builtForApp = new Map<string, Map<string, LambdaBundle>>();

/** The bundles a synthesized app's Lambdas were given, by handler module (empty when it skipped bundling). */
export function bundlesOfApp(assemblyDir: string): ReadonlyMap<string, LambdaBundle> {
  return builtForApp.get(assemblyDir) ?? new Map();
}

/**
 * The code of the Lambda running `handler`: its bundle when the stack is being bundled; otherwise (the stack's own
 * tests skip bundling) the handler's source folder stands in, as NodejsFunction's code did.
 */
export function lambdaCode(scope: Construct, handler: string): Code {
  if (!Stack.of(scope).bundlingRequired) return Code.fromAsset(dirname(handlerEntry({ handler })));
  const stage = Stage.of(scope);
  if (!stage) throw new Error('A HiveKeeper Lambda is built inside a CDK app');
  const assemblyDir = stage.outdir;
  let bundles = builtForApp.get(assemblyDir);
  if (!bundles) {
    const built = buildLambdaBundles(join(assemblyDir, 'lambda-bundles'));
    bundles = new Map(built.map((bundle) => [bundle.handler, bundle]));
    builtForApp.set(assemblyDir, bundles);
  }
  const bundle = bundles.get(handler);
  if (!bundle) throw new Error(`No Lambda bundle was built for ${handler}: it is not named in routes.ts or jobs.ts`);
  return Code.fromAsset(bundle.dir);
}
