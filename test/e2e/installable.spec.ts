/**
 * HiveKeeper installs as an app (docs/features/offline.md): its manifest names it, opens it at `/` on its own
 * window and gives the icons a phone's home screen needs. A visitor's landing page registers no service worker; a
 * signed-in beekeeper's browser gets one that keeps every screen, so a screen never opened before opens without
 * signal, while the server's own paths still reach the server.
 */
import { apiPath } from '../../functions/api-path';
import { routes } from '../../functions/routes';
import { demoTest, expect, test } from './support/fixtures';
import { expectDashboard, expectLandingPage } from './support/screens';

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; purpose?: string }[];
}

test('the landing page links the manifest, whose icons are there, and registers no service worker', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await expectLandingPage(page);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await request.get(href ?? '')).json()) as Manifest;
  expect(manifest).toMatchObject({
    name: 'HiveKeeper',
    short_name: 'HiveKeeper',
    start_url: '/',
    display: 'standalone',
  });
  expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe(manifest.theme_color);
  expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose ?? 'any'}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const answer = await request.get(icon.src);
    expect(answer.headers()['content-type'], icon.src).toBe('image/png');
  }

  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
});

demoTest(
  "a signed-in beekeeper's browser keeps every screen: one never opened before opens without signal",
  async ({ page, context }) => {
    await page.goto('/');
    await expectDashboard(page);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });

    // The server's own paths are never answered with the app.
    await page.reload();
    const settingsType = await page.evaluate(async () => (await fetch('/config.json')).headers.get('content-type'));
    expect(settingsType).toContain('application/json');
    const apiNavigation = await page.goto(apiPath(routes.getCurrentUser));
    expect(apiNavigation?.headers()['content-type']).toContain('application/json');

    await context.setOffline(true);
    await page.goto('/schedule');
    await expect(page.getByRole('heading', { name: 'Task Schedule', level: 1 })).toBeVisible();
  },
);
