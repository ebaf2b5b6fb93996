import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { REPO_ROOT } from '../../infra/paths';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './support/chromium';
import { E2E_URLS } from './support/e2e-stack';

const TEST_RESULTS = join(REPO_ROOT, 'test-results');

/**
 * HiveKeeper's end-to-end journeys in Debian's Chromium (`apt-get install chromium`; Playwright's own browser
 * download needs internet), against a production build served by the local stack. `npm run e2e`.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './global-setup.ts',
  // Two workers on CI's two cores: tests that change data do it in fresh accounts of their own, and the seeded demo
  // beekeeper is only looked at, so tests can run in any order side by side.
  workers: 2,
  fullyParallel: true,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Not test-results/ itself: Playwright empties its output folder, and vitest's report lives there too.
  outputDir: join(TEST_RESULTS, 'e2e'),
  reporter: [['list'], ['json', { outputFile: join(TEST_RESULTS, 'playwright.json') }]],
  use: {
    baseURL: E2E_URLS.app,
    // The gateway sends the web app's CSP (script-src 'self'); axe-core goes in as an inline script.
    bypassCSP: true,
    // No trace by default: recording one (screencast frames and DOM snapshots of every step) cost a quarter of the
    // suite's time, kept only for the few that fail. `--trace retain-on-failure` records them when chasing one; a
    // failure still leaves its screenshot and its page's accessibility snapshot (error-context.md).
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: CHROMIUM_PATH,
          args: CHROMIUM_FLAGS,
        },
      },
    },
  ],
});
