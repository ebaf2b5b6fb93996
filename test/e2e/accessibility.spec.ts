import type { Page } from '@playwright/test';
import { createAccount, createApiaryWithHives, openSignedIn } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { demoTest, expect, test } from './support/fixtures';
import { expectDashboard, expectLandingPage } from './support/screens';

/** Each screen as the test opens it, ready to scan. */
interface Screen {
  name: string;
  open(page: Page): Promise<void>;
}

async function heading(page: Page, name: string): Promise<void> {
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
}

const SIGNED_OUT_SCREENS: Screen[] = [
  {
    name: 'landing',
    open: async (page) => {
      await page.goto('/');
      await expectLandingPage(page);
    },
  },
  {
    name: 'pricing',
    open: async (page) => {
      await page.goto('/pricing');
      await expect(page.getByText('Most Popular')).toBeVisible();
    },
  },
  {
    name: 'login, Sign In tab',
    open: async (page) => {
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    },
  },
  {
    name: 'login, Create Account tab',
    open: async (page) => {
      await page.goto('/login');
      await page.getByRole('tab', { name: 'Create Account' }).click();
      await expect(page.getByLabel('Confirm Password')).toBeVisible();
    },
  },
  {
    name: 'Authentication Required',
    open: async (page) => {
      await page.goto('/hives');
      await heading(page, 'Authentication Required');
    },
  },
  {
    name: '404',
    open: async (page) => {
      await page.goto('/no-such-page');
      await heading(page, '404 Page Not Found');
    },
  },
];

for (const screen of SIGNED_OUT_SCREENS) {
  test(`axe: ${screen.name} (signed out)`, async ({ page }) => {
    await screen.open(page);
    await expectNoSeriousA11yViolations(page, screen.name);
  });
}

/** Screens of the demo beekeeper, a Pro account with apiaries and hives. */
const DEMO_SCREENS: Screen[] = [
  {
    name: 'dashboard',
    open: async (page) => {
      await page.goto('/');
      await expectDashboard(page);
      // Its card in Active Hives (Recent Activity links it too).
      await expect(page.getByRole('article', { name: 'Golden Comb' })).toBeVisible();
    },
  },
  {
    name: 'dashboard with the account menu open',
    open: async (page) => {
      await page.goto('/');
      await expectDashboard(page);
      await page.getByRole('button', { name: /Account menu/ }).click();
      await expect(page.getByRole('menu')).toBeVisible();
    },
  },
  {
    name: 'apiaries with data',
    open: async (page) => {
      await page.goto('/apiaries');
      await expect(page.getByRole('heading', { name: 'Home Apiary' })).toBeVisible();
    },
  },
  {
    name: 'apiaries with the create dialog open',
    open: async (page) => {
      await page.goto('/apiaries');
      await page.getByRole('button', { name: 'Add Apiary' }).click();
      await expect(page.getByRole('dialog', { name: 'Create New Apiary' })).toBeVisible();
    },
  },
  {
    name: 'hives with data',
    open: async (page) => {
      await page.goto('/hives');
      await expect(page.getByRole('heading', { name: 'Golden Comb' })).toBeVisible();
    },
  },
  {
    name: 'hives with the create dialog open',
    open: async (page) => {
      await page.goto('/hives');
      await page.getByRole('button', { name: 'Add Hive' }).click();
      await expect(page.getByRole('dialog', { name: 'Add New Hive' })).toBeVisible();
    },
  },
  {
    name: 'hives with a delete confirmation open',
    open: async (page) => {
      await page.goto('/hives');
      await page.getByRole('button', { name: 'Delete Golden Comb' }).click();
      await expect(page.getByRole('alertdialog', { name: 'Delete Golden Comb?' })).toBeVisible();
    },
  },
  {
    name: '403 (admin screen for a beekeeper)',
    open: async (page) => {
      await page.goto('/admin');
      await heading(page, '403 Access denied');
    },
  },
];

for (const screen of DEMO_SCREENS) {
  demoTest(`axe: ${screen.name} (demo beekeeper)`, async ({ page }) => {
    await screen.open(page);
    await expectNoSeriousA11yViolations(page, screen.name);
  });
}

test('axe: hives with the Upgrade modal open (free beekeeper at the limit)', async ({ page }) => {
  const account = await createAccount('axe-upgrade');
  await createApiaryWithHives(account, 3);
  await openSignedIn(page, account, '/hives');
  await expect(page.getByRole('heading', { name: 'Orchard Hive 3' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Hive' }).click();
  await expect(page.getByRole('dialog', { name: 'Upgrade to Pro' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'hives with the Upgrade modal open');
});

demoTest.describe('at phone width', () => {
  demoTest.use({ viewport: { width: 375, height: 740 } });

  demoTest('axe: dashboard and its open menu (demo beekeeper)', async ({ page }) => {
    await page.goto('/');
    await expectDashboard(page);
    await expectNoSeriousA11yViolations(page, 'dashboard at phone width');
    await page.getByRole('navigation', { name: 'Tabs' }).getByRole('button', { name: 'More' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'phone menu');
  });
});
