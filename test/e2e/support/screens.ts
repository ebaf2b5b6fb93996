/**
 * How the journeys recognise HiveKeeper's screens, as a beekeeper would.
 */
import { expect, type Page } from '@playwright/test';

/** The signed-out landing page: its own address, the way in, and the `#features` anchor the spec names. */
export async function expectLandingPage(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('main').getByRole('link', { name: 'Create Account' })).toBeVisible();
  await expect(page.locator('#features')).toBeVisible();
}

/**
 * The signed-in dashboard with its spec texts: the spec's greeting for a returning beekeeper, HiveKeeper's welcome
 * for one with nothing yet.
 */
export async function expectDashboard(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(
    page.getByText(/^(Welcome back! Here's your apiary overview\.|Welcome to HiveKeeper! Let's set up your apiary\.)$/),
  ).toBeVisible();
  // The heading shows while the app loads too (the signed-in frame's skeleton): the dashboard itself is here once
  // its Quick Actions are.
  await expect(page.getByRole('heading', { name: 'Quick Actions', level: 2 })).toBeVisible();
}

/**
 * The page is no wider than the window: nothing makes a beekeeper on a phone scroll sideways. Polled, because
 * charts (recharts' ResponsiveContainer) take their new width a frame or two after the window changes size.
 */
export async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), {
      message: `${where} scrolls sideways (pixels wider than the window)`,
    })
    .toBeLessThanOrEqual(0);
}
