/**
 * A visitor's first pages arrive as HTML (the build prerenders `/` and `/pricing`, and each in every language) and React takes that HTML over
 * as it is: readable before any script runs, no hydration error or warning, no prerendered node replaced. A
 * beekeeper with a session still lands on the dashboard, never seeing the landing page the HTML holds, and their
 * start asks for the user, the dashboard's hives and its chunks together rather than one after the other.
 */
import type { Page } from '@playwright/test';
import { demoTest, expect, test } from './support/fixtures';
import { expectDashboard } from './support/screens';
import { apiPath } from '../../functions/api-path';
import { routes } from '../../functions/routes';

/** Each page, and the link of its header's menu a hydrated page follows without a reload. */
const PAGES = [
  {
    path: '/',
    heading: 'Every hive, every inspection, one clear record.',
    level: 1,
    menu: { name: 'Main', link: 'Pricing', to: /\/pricing$/ },
  },
  { path: '/pricing', heading: 'Pro', level: 2, menu: { name: 'Main', link: 'Home', to: /\/$/ } },
  // Another language: its words arrive as a chunk of their own, which hydration waits for; its menu is German too.
  {
    path: '/de',
    heading: 'Jedes Volk, jede Durchsicht, eine klare Stockkarte.',
    level: 1,
    menu: { name: 'Hauptmenü', link: 'Preise', to: /\/de\/pricing$/ },
  },
];

/**
 * Records every console error and warning, and every node React removes from `#root` (a failed hydration throws
 * the server's HTML away and renders afresh). The observer is installed before the page's HTML is parsed.
 */
async function watchHydration(page: Page) {
  const messages: string[] = [];
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
    if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
  });
  page.on('pageerror', (error) => {
    errors.push(error.message);
    messages.push(error.message);
  });
  await page.addInitScript(() => {
    const state = window as unknown as { removedFromRoot: number };
    state.removedFromRoot = 0;
    new MutationObserver((records) => {
      for (const record of records) {
        if ((record.target as Element).id === 'root') state.removedFromRoot += record.removedNodes.length;
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return {
    console: messages,
    errors,
    removedFromRoot: () => page.evaluate(() => (window as unknown as { removedFromRoot: number }).removedFromRoot),
  };
}

for (const { path, heading, level, menu } of PAGES) {
  test(`${path} is readable before any script runs`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level, exact: true })).toBeVisible();
    if (path === '/pricing') {
      await expect(page.getByRole('heading', { name: 'Free', level: 2, exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Sign Up Free' })).toBeVisible();
    }
    await context.close();
  });

  test(`${path} hydrates the prerendered page without an error or warning`, async ({ page }) => {
    const watched = await watchHydration(page);
    await page.goto(path);
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', path);
    await page.waitForLoadState('networkidle');
    // Hydrated: the page answers as the app does, the client-side router follows a link without a reload.
    await page.evaluate(() => ((window as unknown as { beforeNavigation: boolean }).beforeNavigation = true));
    await page.getByRole('navigation', { name: menu.name }).getByRole('link', { name: menu.link }).click();
    await expect(page).toHaveURL(menu.to);
    expect(await page.evaluate(() => (window as unknown as { beforeNavigation?: boolean }).beforeNavigation)).toBe(
      true,
    );
    expect(watched.console).toEqual([]);
    expect(await watched.removedFromRoot()).toBe(0);
  });
}

demoTest('a signed-in beekeeper opening / lands on the dashboard, rendered afresh', async ({ page }) => {
  const watched = await watchHydration(page);
  const asked = new Map<string, number>();
  const answered = new Map<string, number>();
  const name = (url: string) => new URL(url).pathname.replace(/-[\w-]{8}\.js$/, '.js');
  // The browser's own times (fractions of a millisecond), not when Playwright hands the events over in batches.
  page.on('requestfinished', (request) => {
    const { startTime, responseEnd } = request.timing();
    const url = name(request.url());
    if (!asked.has(url)) asked.set(url, startTime);
    answered.set(url, startTime + responseEnd);
  });
  await page.goto('/');
  await expectDashboard(page);
  await expect(page.getByRole('heading', { name: PAGES[0]?.heading })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Hives' })).toBeVisible();
  // Errors only: Amplify warns that the local user pool has a custom endpoint, which it has.
  expect(watched.errors).toEqual([]);
  // No waterfall: the hives and the signed-in frame's chunk are asked for before the user's answer is in.
  const userAnswered = answered.get(apiPath(routes.getCurrentUser)) ?? 0;
  expect(asked.get(apiPath(routes.listHives))).toBeLessThan(userAnswered);
  expect(asked.get('/assets/signed-in-layout.js')).toBeLessThan(userAnswered);
  expect(asked.get('/assets/dashboard-screen.js')).toBeLessThan(userAnswered);
});

/**
 * The app's scripts held back: the page as its HTML and the head's inline script (shared/signed-in-mark.ts) leave
 * it, which is what the browser paints until the app starts. The script runs only if the CSP allows it.
 */
const holdAppScripts = (page: Page) => page.route('**/assets/*.js', (route) => route.abort());

demoTest('a signed-in beekeeper never sees the landing page, not even before the app starts', async ({ page }) => {
  await holdAppScripts(page);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-signed-in', '');
  // The landing page is in the HTML, hidden; the signed-in frame with the dashboard's heading shows in its place.
  await expect(page.locator('#root h1')).toHaveCount(1);
  await expect(page.locator('#root')).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Loading...');
});

demoTest("the app's first render takes over the signed-in frame where it stands", async ({ page }) => {
  let startApp = () => {};
  const appHeld = new Promise<void>((resolve) => (startApp = resolve));
  await page.route('**/assets/index-*.js', async (route) => {
    await appHeld;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  const greeting = page.getByText("Welcome back! Here's your apiary overview.");
  // On screen, not only laid out: a layout read before the stylesheet arrives puts it below the unstyled page.
  await expect(greeting).toBeInViewport();
  const before = await greeting.boundingBox();
  startApp();
  await expectDashboard(page);
  await expect(greeting).toBeVisible();
  expect(await greeting.boundingBox()).toEqual(before);
  await expect(page.locator('#signed-in-frame')).toHaveCount(0);
});

test("a visitor's browser shows the landing page before the app starts", async ({ page }) => {
  await holdAppScripts(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: PAGES[0]?.heading, level: 1 })).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-signed-in');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toHaveCount(0);
});

demoTest('a signed-in beekeeper opening /pricing sees their own plan, not the visitor page', async ({ page }) => {
  const watched = await watchHydration(page);
  await page.goto('/pricing');
  await expect(page.getByRole('button', { name: 'Current Plan' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign Up Free' })).toHaveCount(0);
  expect(watched.errors).toEqual([]);
});
