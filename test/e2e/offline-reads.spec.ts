/**
 * HiveKeeper without signal (docs/features/offline.md): the demo beekeeper takes the Home Apiary offline, loses
 * signal, reloads, and still opens Golden Comb's page with its inspections, from the service worker's app shell and
 * the offline copy in IndexedDB. Each Playwright context is a fresh browser profile: its service worker and copy go
 * with it.
 */
import { demoTest, expect } from './support/fixtures';
import { serviceWorkerReady } from './support/service-worker';

demoTest(
  "an apiary taken offline opens its hives' pages and their inspections without signal, after a reload",
  async ({ page, context }) => {
    await page.goto('/hives');
    const goldenComb = await page.getByRole('link', { name: 'Golden Comb', exact: true }).getAttribute('href');
    expect(goldenComb).toBeTruthy();

    await page.goto('/apiaries');
    await serviceWorkerReady(page);
    await page.getByRole('button', { name: 'Take this apiary offline: Home Apiary' }).click();
    await expect(page.getByText(/^Offline copy from /)).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Apiaries', level: 1 })).toBeVisible();
    await expect(page.getByText(/^Offline copy from /)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Refresh the offline copy of Home Apiary' })).toBeDisabled();

    await page.goto(goldenComb ?? '');
    await expect(page.getByRole('heading', { name: 'Golden Comb', level: 1 })).toBeVisible();
    const inspections = page.getByRole('region', { name: 'Inspections' });
    await expect(inspections.getByRole('listitem').first()).toBeVisible();
    await expect(inspections.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await expect(page.getByText('could not load', { exact: false })).toHaveCount(0);
  },
);
