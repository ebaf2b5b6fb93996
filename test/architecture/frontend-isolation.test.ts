/**
 * The web app's test files share a worker's modules (vitest.config.ts): a file that replaces a module with
 * `vi.mock` would see the real one whenever an earlier file loaded it first, so each such file must be named in
 * FRONTEND_ISOLATED_TESTS, which runs them isolated. And a file that fakes the clock names what it fakes: the
 * default fakes setImmediate too, on which the IndexedDB stand-in (fake-indexeddb) runs its work, so a write still
 * going from an earlier file would be lost and the database stay locked for every later file of the worker.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../infra/paths';
import { FRONTEND_ISOLATED_TESTS } from '../../vitest.config';

/** `frontend/src/testing/setup.ts` replaces `@/lib/auth` for every file alike, with fakes made once (session.ts). */
const MOCKS_A_MODULE = /\bvi\.mock\(/;

/** A fake clock without `toFake`: `vi.useFakeTimers()` or with options that leave it out. */
const FAKES_EVERY_TIMER = /\bvi\.useFakeTimers\((?!\s*\{[^}]*\btoFake\b)/;

function frontendTestFiles(): string[] {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'frontend/src'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => /\.test\.tsx?$/.test(file));
  expect(files.length).toBeGreaterThan(50);
  return files;
}

describe('frontend test isolation', () => {
  it('runs every frontend test file that replaces a module isolated', () => {
    const files = frontendTestFiles();
    const mocking = files.filter((file) => MOCKS_A_MODULE.test(readFileSync(join(REPO_ROOT, file), 'utf8')));
    expect(mocking.filter((file) => !(file in FRONTEND_ISOLATED_TESTS))).toEqual([]);
    // Each one named is still there: a renamed file would run twice or not at all (every-test-runs.test.ts).
    expect(Object.keys(FRONTEND_ISOLATED_TESTS).filter((file) => !files.includes(file))).toEqual([]);
  });

  it("fakes no shared worker's setImmediate: every fake clock names the timers it fakes", () => {
    const shared = frontendTestFiles().filter((file) => !(file in FRONTEND_ISOLATED_TESTS));
    expect(shared.filter((file) => FAKES_EVERY_TIMER.test(readFileSync(join(REPO_ROOT, file), 'utf8')))).toEqual([]);
  });
});
