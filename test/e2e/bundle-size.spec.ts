import type { Locator, Page } from '@playwright/test';
import { gzipSize, kilobytes, WEB_BUDGETS_KB } from '../../bench/web/budgets';
import { demoTest, expect, test } from './support/fixtures';
import { expectDashboard } from './support/screens';

interface LoadedScript {
  path: string;
  gzipBytes: number;
}

/**
 * Every JS file the page downloads until it shows `ready` and then settles: the network idle and the main thread
 * idle with no script asked for since (lazy chunks arrive in waves: a chunk that arrives runs, and may ask for more).
 */
async function loadedScripts(page: Page, path: string, ready: (page: Page) => Locator): Promise<LoadedScript[]> {
  const scripts = new Map<string, Promise<number>>();
  let requested = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requested++;
  });
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (type.includes('javascript') && !scripts.has(response.url())) {
      scripts.set(response.url(), response.body().then(gzipSize));
    }
  });
  await page.goto(path);
  await expect(ready(page)).toBeVisible();
  let seen: number;
  do {
    seen = requested;
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((done) => requestIdleCallback(done)));
  } while (requested > seen);
  return Promise.all([...scripts].map(async ([url, size]) => ({ path: new URL(url).pathname, gzipBytes: await size })));
}

/** Prints what the page loaded, biggest first, and returns the total. */
function report(page: string, scripts: LoadedScript[]): number {
  const total = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
  const rows = [...scripts].sort((a, b) => b.gzipBytes - a.gzipBytes);
  console.log(
    [
      `${page}: ${kilobytes(total)} of JS (gzip level 9) in ${scripts.length} files`,
      ...rows.map((script) => `  ${kilobytes(script.gzipBytes).padStart(9)}  ${script.path}`),
    ].join('\n'),
  );
  return total;
}

test('the signed-out landing page loads less than its JS budget', async ({ page }) => {
  const scripts = await loadedScripts(page, '/', () => page.getByRole('navigation', { name: 'Footer' }));
  expect(report('Landing page', scripts)).toBeLessThan(WEB_BUDGETS_KB.landing * 1024);
});

demoTest('the signed-in dashboard loads less than its JS budget', async ({ page }) => {
  const scripts = await loadedScripts(page, '/', () => page.getByText('Golden Comb').first());
  await expectDashboard(page);
  expect(report('Dashboard', scripts)).toBeLessThan(WEB_BUDGETS_KB.dashboard * 1024);
});
