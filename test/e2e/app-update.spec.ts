/**
 * A new version of HiveKeeper never interrupts a beekeeper's typing (docs/features/offline.md): while a record form
 * holds unsaved input the waiting version keeps quiet; once the form is cancelled or saved, "A new version of
 * HiveKeeper is ready" offers Reload, and Reload runs the new version. The new version is this build's service
 * worker with a byte changed, as a release changes it, on disk only while this browser fetches it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { createAccount, createApiaryWithHives, openSignedIn } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { E2E_WEB_APP_DIR } from './support/e2e-stack';
import { expect, test } from './support/fixtures';

const READY = 'A new version of HiveKeeper is ready';

/** Whether a new version of the service worker is installed and waits for its turn. */
function newVersionWaits(page: Page): Promise<boolean> {
  return page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting));
}

test('the update prompt waits for a dirty form to be cancelled or saved, and Reload runs the new version', async ({
  page,
}) => {
  const account = await createAccount('app-update');
  await createApiaryWithHives(account, 1);
  await openSignedIn(page, account, '/apiaries');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // From the next page load on, the service worker serves the page: a new version then waits for it.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Edit Orchard Apiary' })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');

  await page.getByRole('button', { name: 'Edit Orchard Apiary' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Apiary' });
  await dialog.getByLabel('Description').fill('South-facing, sheltered by the hedge');

  // A release: the service worker's script changes. Only as long as this browser takes to fetch it, so that other
  // journeys running meanwhile keep the build they started with.
  const script = join(E2E_WEB_APP_DIR, 'sw.js');
  const built = readFileSync(script, 'utf8');
  try {
    writeFileSync(script, `${built}\n// the next release\n`);
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
  } finally {
    writeFileSync(script, built);
  }
  await expect.poll(() => newVersionWaits(page)).toBe(true);
  await expect(page.getByText(READY)).toBeHidden();

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText(READY)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the update prompt');

  // Typing again holds it back again, until the apiary is saved.
  await page.getByRole('button', { name: 'Edit Orchard Apiary' }).click();
  await dialog.getByLabel('Description').fill('South-facing, sheltered by the hedge');
  await expect(page.getByText(READY)).toBeHidden();
  await dialog.getByRole('button', { name: 'Update Apiary' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(READY)).toBeVisible();

  // The app reloads only once the waiting version has taken over the page (workbox's `controlling`).
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Reload' }).click();
  await reloaded;
  await expect(page.getByText('South-facing, sheltered by the hedge')).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
  // (The build on disk is this release's again, so the browser may now find it as one more version: not checked.)
});
