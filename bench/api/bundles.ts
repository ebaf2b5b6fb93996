/**
 * The size of each HiveKeeper Lambda bundle exactly as the CDK stack deploys it (infra/lambda-bundles.ts, the one
 * esbuild build of every function), and what importing a bundle costs a fresh Node process against a bare one: the
 * CPU a cold start spends before the handler runs.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildLambdaBundles, LAMBDA_BUNDLE_BUDGET_KB, type LambdaBundle } from '../../infra/lambda-bundles';
import { LOCAL_AWS_ENVIRONMENT } from '../../infra/local/settings';

export interface BundleSize {
  function: string;
  'minified KB': number;
  'gzip KB': number;
}

export interface ImportCost {
  function: string;
  'import CPU ms (p50)': number;
  'bare node CPU ms (p50)': number;
  ratio: number;
  'RSS MiB': number;
}

export interface LambdaBundleReport {
  buildSeconds: number;
  sizes: BundleSize[];
  imports: ImportCost[];
}

/** Builds every bundle once, then imports the smallest, a typical read route and the largest `runs` times each. */
export function measureLambdaBundles(runs: number): LambdaBundleReport {
  const outdir = mkdtempSync(join(tmpdir(), 'hivekeeper-lambda-bundles-'));
  try {
    const started = performance.now();
    const bundles = buildLambdaBundles(outdir);
    const buildSeconds = (performance.now() - started) / 1000;
    const bySize = [...bundles].sort((a, b) => a.bytes - b.bytes);
    const sizes = bySize.map((bundle) => ({
      function: bundle.handler,
      'minified KB': round1(bundle.bytes / 1024),
      'gzip KB': round1(gzipSync(readFileSync(join(bundle.dir, 'index.mjs'))).length / 1024),
    }));
    const listHives = bundles.find((bundle) => bundle.handler === 'hives/list-hives');
    const measured = [bySize[0], listHives, bySize.at(-1)].filter((bundle) => bundle !== undefined);
    // Bare and bundle runs alternate, so a busy moment of the machine weighs on both alike.
    const imports = measured.map((bundle) => importCost(bundle, runs));
    return { buildSeconds, sizes, imports };
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

export function printLambdaBundles({ buildSeconds, sizes, imports }: LambdaBundleReport): void {
  console.log(
    `\nLambda bundles as the stack deploys them (minified ESM; ${sizes.length} built in ${buildSeconds.toFixed(1)} s). ` +
      `Budgets: ${LAMBDA_BUNDLE_BUDGET_KB.tableReadRoute} KB for a route that only reads the table, ` +
      `${LAMBDA_BUNDLE_BUDGET_KB.anyFunction} KB for any function`,
  );
  console.table(sizes);
  console.log("Importing a bundle in a fresh Node process (the CPU of a cold start's init) against bare `node`");
  console.table(imports);
}

function importCost(bundle: LambdaBundle, runs: number): ImportCost {
  const bare: number[] = [];
  const loaded: number[] = [];
  let rssMiB = 0;
  for (let run = 0; run < runs; run += 1) {
    bare.push(processCpu('').cpuMs);
    const result = processCpu(`await import(${JSON.stringify(join(bundle.dir, 'index.mjs'))});`);
    loaded.push(result.cpuMs);
    rssMiB = Math.max(rssMiB, result.rssMiB);
  }
  const bareP50 = median(bare);
  const loadedP50 = median(loaded);
  return {
    function: bundle.handler,
    'import CPU ms (p50)': round1(loadedP50),
    'bare node CPU ms (p50)': round1(bareP50),
    ratio: Math.round((loadedP50 / bareP50) * 100) / 100,
    'RSS MiB': round1(rssMiB),
  };
}

/** A fresh Node process that runs `code`, then reports the CPU it used in all and its resident memory. */
function processCpu(code: string): { cpuMs: number; rssMiB: number } {
  const script = `${code}
    const { user, system } = process.cpuUsage();
    console.log(JSON.stringify({ cpuMs: (user + system) / 1000, rssMiB: process.memoryUsage().rss / 2 ** 20 }));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    env: {
      PATH: process.env.PATH,
      ...LOCAL_AWS_ENVIRONMENT,
      TABLE_NAME: 'hivekeeper-bench',
      LOG_LEVEL: 'SILENT',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`Importing a bundle failed: ${run.stderr}`);
  return JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '{}') as { cpuMs: number; rssMiB: number };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

// `npm run bench:lambdas`: this part of `npm run bench` alone (BENCH_IMPORT_RUNS, default 15).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printLambdaBundles(measureLambdaBundles(Number(process.env.BENCH_IMPORT_RUNS ?? 15)));
}
