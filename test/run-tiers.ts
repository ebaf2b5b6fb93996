/**
 * `npm test`: every HiveKeeper test tier, timed. The typecheck and the lint run side by side (one core each), then
 * vitest's projects together (test/README's tiers), then the Playwright journeys. The first tier to fail stops the
 * run, as a broken build would make every later report stale. Each tier's wall time goes to
 * `test-results/tiers.json`, which `.ci/run` prints as its closing table.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { REPO_ROOT } from '../infra/paths';
import { TEST_RESULTS, TIER_TIMES, VITEST_PROJECT_TIMES } from './support/test-results';
import type { ProjectTime } from './support/project-times-reporter';

interface TierTime {
  tier: string;
  seconds: number;
  passed: boolean;
  /** For vitest: each project's files, span and summed file time (they run side by side, so spans overlap). */
  projects?: Record<string, ProjectTime>;
}

const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs one npm script; with `quiet`, its output is held back and printed whole when it ends (two run at once). */
function runScript(tier: string, args: string[], quiet = false): Promise<TierTime> {
  const startedAt = performance.now();
  return new Promise((resolve) => {
    const child = spawn(NPM, args, { cwd: REPO_ROOT, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      if (quiet) process.stdout.write(Buffer.concat(output));
      resolve({ tier, seconds: (performance.now() - startedAt) / 1000, passed: code === 0 });
    });
  });
}

/** Each vitest project's files, span and summed file time, as `test/support/project-times-reporter.ts` noted them. */
function vitestProjectTimes(): Record<string, ProjectTime> | undefined {
  try {
    return JSON.parse(readFileSync(VITEST_PROJECT_TIMES, 'utf8')) as Record<string, ProjectTime>;
  } catch {
    return undefined;
  }
}

/**
 * The tiers' table; `.ci/run` passes its install time in HIVEKEEPER_INSTALL_SECONDS to head it. The total is the
 * install and the run's own wall time: the typecheck and the lint overlap, so the rows don't add up to it.
 */
function tierTable(times: readonly TierTime[], testSeconds: number, installSeconds?: number): string {
  const lines = ['| tier | wall time | result |', '|---|---:|---|'];
  if (installSeconds !== undefined) lines.push(`| install (npm ci) | ${formatSeconds(installSeconds)} | |`);
  for (const { tier, seconds, passed, projects } of times) {
    lines.push(`| ${tier} | ${formatSeconds(seconds)} | ${passed ? 'passed' : 'FAILED'} |`);
    for (const [project, { files, spanSeconds, fileSeconds }] of Object.entries(projects ?? {}))
      lines.push(
        `| - ${project}: ${files} files | ${formatSeconds(spanSeconds)} | files' time added up: ${formatSeconds(fileSeconds)} |`,
      );
  }
  const total = (installSeconds ?? 0) + testSeconds;
  lines.push(`| total | ${formatSeconds(total)} | |`);
  return lines.join('\n');
}

function formatSeconds(seconds: number): string {
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  // Rounded to whole seconds first: 179.6 s is "3 min 0 s", not "2 min 60 s".
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${whole % 60} s`;
}

async function main(): Promise<number> {
  const startedAt = performance.now();
  mkdirSync(TEST_RESULTS, { recursive: true });
  const times: TierTime[] = [];
  const record = () => writeFileSync(TIER_TIMES, JSON.stringify(times, null, 2));
  const stages: (() => Promise<TierTime[]>)[] = [
    () => Promise.all([runScript('typecheck', ['run', 'typecheck'], true), runScript('lint', ['run', 'lint'], true)]),
    async () => {
      const vitest = await runScript('vitest', ['exec', '--', 'vitest', 'run']);
      return [{ ...vitest, projects: vitestProjectTimes() }];
    },
    async () => [await runScript('e2e', ['run', 'e2e'])],
  ];
  for (const stage of stages) {
    const finished = await stage();
    times.push(...finished);
    record();
    if (finished.some(({ passed }) => !passed)) break;
  }
  const installSeconds = Number(process.env.HIVEKEEPER_INSTALL_SECONDS);
  const testSeconds = (performance.now() - startedAt) / 1000;
  console.log(`\n${tierTable(times, testSeconds, Number.isFinite(installSeconds) ? installSeconds : undefined)}`);
  return times.every(({ passed }) => passed) && times.length === 4 ? 0 : 1;
}

process.exitCode = await main();
