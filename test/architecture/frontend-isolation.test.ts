/**
 * The web app's test files share a worker's modules (vitest.config.ts): a file that replaces a module with
 * `vi.mock` would see the real one whenever an earlier file loaded it first, so each such file must be named in
 * FRONTEND_ISOLATED_TESTS, which runs them isolated.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../infra/paths';
import { FRONTEND_ISOLATED_TESTS } from '../../vitest.config';

/** `frontend/src/testing/setup.ts` replaces `@/lib/auth` for every file alike, with fakes made once (session.ts). */
const MOCKS_A_MODULE = /\bvi\.mock\(/;

describe('frontend test isolation', () => {
  it('runs every frontend test file that replaces a module isolated', () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'frontend/src'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((file) => /\.test\.tsx?$/.test(file));
    expect(files.length).toBeGreaterThan(50);
    const mocking = files.filter((file) => MOCKS_A_MODULE.test(readFileSync(join(REPO_ROOT, file), 'utf8')));
    expect(mocking.filter((file) => !(file in FRONTEND_ISOLATED_TESTS))).toEqual([]);
    // Each one named is still there: a renamed file would run twice or not at all (every-test-runs.test.ts).
    expect(Object.keys(FRONTEND_ISOLATED_TESTS).filter((file) => !files.includes(file))).toEqual([]);
  });
});
