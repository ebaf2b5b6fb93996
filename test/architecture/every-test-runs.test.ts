/**
 * Every test file in HiveKeeper runs, once: a `*.test.ts` no vitest project includes is never run by `npm test`
 * and fails unnoticed, and one two projects include runs twice. Vitest itself says which project collects each
 * file (`vitest list --filesOnly`, reading vitest.config.ts), so the projects' globs are read, never restated here;
 * the files are those git tracks or would track (ignored folders such as node_modules left out).
 */
import { execFileSync } from 'node:child_process';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../infra/paths';

const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/;
/** Playwright's journeys: `test/e2e/playwright.config.ts` collects `**\/*.spec.ts` in its own folder. */
const E2E_DIR = 'test/e2e/';
const E2E_FILE = /\.spec\.ts$/;

function testFilesInRepository(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  return listed.split('\0').filter((file) => TEST_FILE.test(file));
}

/** The project of every file vitest collects, as `npm test` would run them. */
function filesVitestRuns(): { file: string; projectName: string }[] {
  // The child vitest must not think it is a worker of this run.
  const environment = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')));
  const listed = execFileSync(
    process.execPath,
    [join(REPO_ROOT, 'node_modules', 'vitest', 'vitest.mjs'), 'list', '--filesOnly', '--json'],
    { cwd: REPO_ROOT, encoding: 'utf8', env: environment, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const entries = JSON.parse(listed) as { file: string; projectName: string }[];
  return entries.map(({ file, projectName }) => ({
    file: relative(REPO_ROOT, file).split(sep).join('/'),
    projectName,
  }));
}

describe('every test file runs', () => {
  const files = testFilesInRepository();
  const vitestRuns = filesVitestRuns();
  const isEndToEnd = (file: string) => file.startsWith(E2E_DIR) && E2E_FILE.test(file);

  it('finds the test files of every tier', () => {
    // A broken listing (no git, a changed output) must not pass as "no file left out".
    for (const tier of ['shared/', 'functions/', 'infra/local/', 'frontend/src/', 'test/integration/', E2E_DIR]) {
      expect(
        files.some((file) => file.startsWith(tier)),
        tier,
      ).toBe(true);
    }
    expect(vitestRuns.length).toBeGreaterThan(0);
  });

  it('runs every vitest test file in exactly one project', () => {
    const projectsOf = new Map<string, string[]>();
    for (const { file, projectName } of vitestRuns)
      projectsOf.set(file, [...(projectsOf.get(file) ?? []), projectName]);
    const notExactlyOnce = files
      .filter((file) => !isEndToEnd(file))
      .map((file) => ({ file, projects: projectsOf.get(file) ?? [] }))
      .filter(({ projects }) => projects.length !== 1);
    expect(notExactlyOnce).toEqual([]);
  });

  it('keeps Playwright specs in test/e2e and out of vitest', () => {
    const misplacedSpecs = files.filter((file) => /\.spec\./.test(file) && !isEndToEnd(file));
    expect(misplacedSpecs).toEqual([]);
    expect(vitestRuns.filter(({ file }) => file.startsWith(E2E_DIR))).toEqual([]);
  });
});
