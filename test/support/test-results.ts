/** Where `npm test` leaves its reports: vitest's and Playwright's JSON, each vitest project's times, the tiers' times. */
import { join } from 'node:path';
import { REPO_ROOT } from '../../infra/paths.ts';

export const TEST_RESULTS = join(REPO_ROOT, 'test-results');
export const VITEST_PROJECT_TIMES = join(TEST_RESULTS, 'vitest-projects.json');
export const TIER_TIMES = join(TEST_RESULTS, 'tiers.json');
