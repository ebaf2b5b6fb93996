/**
 * Inspections in the browser: the demo Pro beekeeper records one from a hive card's Inspect action and finds its
 * warning chips in the list (then deletes it, leaving the demo data as it was); a free beekeeper meets the Pro
 * prompt where the photo picker would be; the screen and its dialog pass axe at 1280 and 390 px without scrolling
 * sideways.
 */
import { randomUUID } from 'node:crypto';
import { TOASTS } from '../../shared/messages';
import { createAccount, createApiaryWithHives, openSignedIn } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectNoSidewaysScroll } from './support/screens';
import { demoTest, expect, test } from './support/fixtures';

/** A demo hive the journeys inspect (seeded with inspections of its own). */
const HIVE = 'Top Bar Trial';

demoTest('the demo Pro beekeeper records an inspection and sees its warnings in the list', async ({ page }) => {
  const note = `Journey ${randomUUID()}`;
  await page.goto('/hives');
  await page.getByRole('link', { name: `Inspect ${HIVE}` }).click();
  await expect(page).toHaveURL(/\/inspections\?hiveId=[0-9A-Z]{26}$/);
  await expect(page.getByLabel('Filter by hive').locator('option:checked')).toHaveText(HIVE);

  await page.getByRole('button', { name: 'Record Inspection' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record Inspection' });
  await expect(dialog.getByLabel('Hive').locator('option:checked')).toHaveText(HIVE);
  // Dated before every seeded inspection, so the dashboard's figures, which another journey checks meanwhile, stay.
  await dialog.getByLabel('Date').fill('2024-04-11');
  // A Pro beekeeper gets the photo picker.
  await expect(dialog.getByRole('button', { name: 'Add photos' })).toBeVisible();

  // No queen and no eggs seen, queen cells, stores at 1, chalkbrood and 12 mites in 300 bees.
  await dialog.getByRole('checkbox', { name: 'Queen cells' }).check();
  await dialog.getByRole('group', { name: 'Food stores' }).getByText('1', { exact: true }).click();
  await dialog.getByRole('group', { name: 'Common diseases seen' }).getByRole('button', { name: 'Chalkbrood' }).click();
  await dialog.getByLabel('Method').selectOption({ label: 'Alcohol wash' });
  await dialog.getByLabel('Mites counted').fill('12');
  await expect(dialog.getByRole('status', { name: 'Varroa result' })).toContainText('4.0 mites/100 bees');
  await dialog.getByLabel('Notes').fill(note);
  await dialog.getByRole('button', { name: 'Create Inspection' }).click();
  await expect(page.getByText(TOASTS.inspectionCreated, { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  const card = page.getByRole('listitem').filter({ hasText: note });
  await expect(card.getByRole('heading', { name: HIVE })).toBeVisible();
  // Scores 3, 3, 3 and 1: a mean of 2.5 is Fair.
  await expect(card.getByText('Fair', { exact: true })).toBeVisible();
  await expect(card.getByRole('list', { name: 'Warnings' }).getByRole('listitem')).toHaveText([
    'Possibly queenless',
    'Varroa at treatment level: 4.0 mites/100 bees',
    'Disease noted: Chalkbrood',
    'Queen cells: swarm or supersedure',
    'Low stores',
  ]);

  // The demo hive goes back to its own inspections.
  await card.getByRole('button', { name: /^Delete inspection of / }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(TOASTS.inspectionDeleted, { exact: true })).toBeVisible();
  await expect(card).toHaveCount(0);
});

test('a free beekeeper meets the Pro prompt where the photo picker would be', async ({ page }) => {
  const account = await createAccount('free-photos');
  await createApiaryWithHives(account, 1);
  await openSignedIn(page, account);

  await page.getByRole('link', { name: 'Inspections' }).click();
  await expect(page.getByRole('heading', { name: 'No inspections yet' })).toBeVisible();
  await page.getByRole('button', { name: 'Record First Inspection' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record Inspection' });
  await expect(dialog.getByText('Inspection photos are a Pro feature')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Add photos' })).toHaveCount(0);
  // Upgrade opens the payment over the form, on this screen.
  await dialog.getByRole('button', { name: 'Upgrade to Pro' }).click();
  await expect(page.getByRole('dialog', { name: 'Upgrade to Pro' })).toContainText(
    'Test mode: no real card is charged',
  );
  await expect(page).toHaveURL(/\/inspections$/);
});

for (const width of [1280, 390]) {
  demoTest(`the inspections screen and the record dialog pass axe at ${width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/inspections');
    await expect(page.getByRole('heading', { name: 'Inspections', level: 1 })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Inspections' }).getByRole('heading').first()).toBeVisible();
    await expectNoSidewaysScroll(page, `/inspections at ${width} px`);
    await expectNoSeriousA11yViolations(page, `inspections (${width} px)`);

    await page.getByRole('button', { name: 'Record Inspection' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record Inspection' });
    await expect(dialog.getByLabel('Hive')).toBeVisible();
    // Each rating's five segments share the row and are a thumb's height.
    const segment = await dialog
      .getByRole('group', { name: 'Brood pattern' })
      .getByText('5', { exact: true })
      .boundingBox();
    expect(segment?.height).toBeGreaterThanOrEqual(44);
    expect(segment?.width).toBeGreaterThanOrEqual(44);
    await expectNoSidewaysScroll(page, `the record dialog at ${width} px`);
    await expectNoSeriousA11yViolations(page, `record inspection dialog (${width} px)`);
    await page.screenshot({ path: testInfo.outputPath(`record-dialog-${width}.png`) });
  });
}
