/**
 * The photo journey of an inspection in the browser: the demo Pro beekeeper records an inspection with two photos
 * from a hive's page, watches each upload's progress, finds the warning chips and the photos on the hive page (the
 * lightbox shows the stored bytes through their presigned URLs, and works by keyboard), then deletes it.
 *
 * The inspection is dated before every seeded one, so the hive's latest label, the dashboard's figures and its
 * Recent Activity (which other journeys check at the same time) never change while it exists.
 */
import { randomUUID } from 'node:crypto';
import type { Route } from '@playwright/test';
import { DEMO_PHOTOS } from '../../infra/local/demo-photos';
import { TOASTS } from '../../shared/messages';
import { expectNoSeriousA11yViolations } from './support/axe';
import { demoTest, expect } from './support/fixtures';

/** A demo hive no other journey counts inspections of. */
const HIVE = 'Buttercup';
const OLDER_THAN_THE_DEMO_DATA = '2024-04-10';

demoTest(
  'the demo Pro beekeeper records an inspection with two photos and finds them on the hive page',
  async ({ page }) => {
    const note = `Photo journey ${randomUUID()}`;
    await page.goto('/hives');
    await page.getByRole('link', { name: HIVE, exact: true }).click();
    await expect(page.getByRole('heading', { name: HIVE, level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Record Inspection' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record Inspection' });
    await expect(dialog.getByLabel('Hive').locator('option:checked')).toHaveText(HIVE);
    await dialog.getByLabel('Date').fill(OLDER_THAN_THE_DEMO_DATA);
    await dialog.getByRole('checkbox', { name: 'Queen cells' }).check();
    await dialog.getByRole('group', { name: 'Food stores' }).getByText('1', { exact: true }).click();
    await dialog.getByLabel('Notes').fill(note);

    // Hold the PUTs to the bucket until both progress bars have been seen, as on a slow field connection.
    const heldUploads: Route[] = [];
    let releaseUploads = false;
    await page.route(
      (url) => url.pathname.includes('/unattached/users/'),
      async (route) => {
        if (releaseUploads) await route.continue();
        else heldUploads.push(route);
      },
    );
    await dialog.getByLabel('Photo files').setInputFiles([
      { name: 'honeycomb.png', mimeType: 'image/png', buffer: DEMO_PHOTOS.honeycomb.png },
      { name: 'brood-frame.png', mimeType: 'image/png', buffer: DEMO_PHOTOS.broodFrame.png },
    ]);
    await expect(dialog.getByRole('progressbar', { name: 'Uploading photo 1' })).toBeVisible();
    await expect(dialog.getByRole('progressbar', { name: 'Uploading photo 2' })).toBeVisible();
    await expect.poll(() => heldUploads.length).toBe(2);
    releaseUploads = true;
    await Promise.all(heldUploads.map((route) => route.continue()));
    await expect(page.getByText(TOASTS.photosUploaded(2), { exact: true })).toBeVisible();
    await expect(dialog.getByRole('progressbar')).toHaveCount(0);

    await dialog.getByRole('button', { name: 'Create Inspection' }).click();
    await expect(page.getByText(TOASTS.inspectionCreated, { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();

    // On the hive page: the inspection with its warnings and its two photos, shown from the bucket.
    const timeline = page.getByRole('region', { name: 'Inspections' });
    const item = timeline.getByRole('listitem').filter({ hasText: note });
    await expect(item.getByRole('list', { name: 'Warnings' })).toContainText('Queen cells: swarm or supersedure');
    await expect(item.getByRole('list', { name: 'Warnings' })).toContainText('Low stores');
    const thumbnails = item.getByRole('list', { name: 'Photos' }).getByRole('button');
    await expect(thumbnails).toHaveCount(2);

    await thumbnails.first().click();
    const lightbox = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Close photos' }) });
    await expect(lightbox).toBeVisible();
    const shownPhoto = lightbox.getByRole('img', { name: /^Photo 1 of 2/ });
    await expect(shownPhoto).toBeVisible();
    // The presigned URL served the uploaded, resized PNG: the browser decoded a real image.
    await expect
      .poll(() => shownPhoto.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    await expectNoSeriousA11yViolations(page, 'the photo lightbox');
    await page.keyboard.press('ArrowRight');
    await expect(lightbox.getByRole('img', { name: /^Photo 2 of 2/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(lightbox).toBeHidden();
    await expect(thumbnails.first()).toBeFocused();

    // The inspections screen shows the thumbnails too; deleting the inspection leaves the demo data as it was.
    await page.goto('/hives');
    await page.getByRole('link', { name: `Inspect ${HIVE}` }).click();
    const card = page.getByRole('listitem').filter({ hasText: note });
    await expect(card.getByRole('list', { name: 'Photos' }).getByRole('img')).toHaveCount(2);
    await card.getByRole('button', { name: /^Delete inspection of / }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(TOASTS.inspectionDeleted, { exact: true })).toBeVisible();
    await expect(card).toHaveCount(0);
  },
);
