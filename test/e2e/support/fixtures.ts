/**
 * The suite's `test`: Playwright's, plus the demo beekeeper's session (a Pro account with two apiaries and five
 * hives, seeded by the local stack), signed in once per worker and taken to the dashboard, which marks the welcome
 * and the day's tip as seen. Amplify keeps its tokens in local storage, so a context started from the saved state is
 * signed in.
 */
import { test as base } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../../infra/local/demo-accounts';
import { sessionOf, type Session } from './accounts';
import { expectDashboard } from './screens';

export const test = base.extend<object, { demoSession: Session }>({
  demoSession: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({
        baseURL: workerInfo.project.use.baseURL,
        storageState: await sessionOf(DEMO_ACCOUNTS.beekeeper),
      });
      const page = await context.newPage();
      await page.goto('/');
      await expectDashboard(page);
      const state = await context.storageState();
      await context.close();
      await use(state);
    },
    { scope: 'worker' },
  ],
});

/** Tests that start signed in as the demo beekeeper. */
export const demoTest = test.extend({
  storageState: async ({ demoSession }, use) => use(demoSession),
});

export { expect } from '@playwright/test';
