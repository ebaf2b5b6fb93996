/**
 * A beekeeper with Pro access (an admin: the admins group has it) gets started from the dashboard's checklist,
 * fills an apiary's coordinates from their location, keeps hives in two apiaries, and deletes the first apiary by
 * moving its hives to the second; the apiaries screen holds at 390 px and passes axe with the delete dialog open.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createAccount, openSignedIn } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';

// Playwright's Chromium reports this position once the page may use it.
test.use({ geolocation: { latitude: 51.507222, longitude: -0.12758 }, permissions: ['geolocation'] });

async function addHive(page: Page, name: string, apiary: string) {
  const dialog = page.getByRole('dialog', { name: 'Add New Hive' });
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByLabel('Apiary').selectOption({ label: apiary });
  await dialog.getByRole('button', { name: 'Create Hive' }).click();
  await expect(dialog).toBeHidden();
}

function cardOf(page: Page, name: string): Locator {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The card's actions sit on one row inside the card: every button and link of its footer at the same height. */
async function expectActionsOnOneRow(card: Locator) {
  const actions = card
    .getByRole('button', { name: /^(Edit|Delete) / })
    .or(card.getByRole('link', { name: /^Hives in / }));
  const boxes = await actions.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect()));
  const cardBox = await card.boundingBox();
  expect(boxes).toHaveLength(3);
  expect(new Set(boxes.map((box) => box.top)).size).toBe(1);
  for (const box of boxes) {
    expect(box.left).toBeGreaterThanOrEqual(cardBox?.x ?? Infinity);
    expect(box.right).toBeLessThanOrEqual((cardBox?.x ?? 0) + (cardBox?.width ?? 0));
  }
}

test('a beekeeper gets started, then deletes an apiary by moving its hives to another', async ({ page }, testInfo) => {
  await openSignedIn(page, await createAccount('mover', { admin: true }));

  // The checklist of a new beekeeper, ticked as the data arrives.
  const checklist = page.getByRole('region', { name: 'Getting started' });
  await expect(checklist.getByText('0 of 3 done')).toBeVisible();
  await checklist.getByRole('button', { name: 'Create an apiary' }).click();
  const createApiary = page.getByRole('dialog', { name: 'Create New Apiary' });
  await createApiary.getByLabel('Name', { exact: true }).fill('Home yard');
  await createApiary.getByLabel('Location').fill('Behind the barn');
  await createApiary.getByRole('button', { name: 'Use my location' }).click();
  await expect(createApiary.getByLabel('Latitude')).toHaveValue('51.5072');
  await expect(createApiary.getByLabel('Longitude')).toHaveValue('-0.1276');
  await createApiary.getByRole('button', { name: 'Create Apiary' }).click();
  await expect(createApiary).toBeHidden();
  await expect(checklist.getByText('1 of 3 done')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('checklist-1280.png') });
  await checklist.getByRole('button', { name: 'Add a hive' }).click();
  await addHive(page, 'Clover', 'Home yard');
  await expect(checklist.getByText('2 of 3 done')).toBeVisible();

  // A second apiary and another hive in the first.
  await page.getByRole('link', { name: 'Apiaries' }).click();
  await page.getByRole('button', { name: 'Add Apiary' }).click();
  await createApiary.getByLabel('Name', { exact: true }).fill('Orchard');
  await createApiary.getByLabel('Location').fill('Down the lane');
  await createApiary.getByRole('button', { name: 'Create Apiary' }).click();
  await expect(createApiary).toBeHidden();
  await page.getByRole('link', { name: 'Hives', exact: true }).click();
  await page.getByRole('button', { name: 'Add Hive' }).click();
  await addHive(page, 'Linden', 'Home yard');

  // The cards count the hives, link the map, and keep their actions on one row, on a laptop and on a phone.
  await page.getByRole('link', { name: 'Apiaries' }).click();
  const home = cardOf(page, 'Home yard');
  await expect(home.getByText('2 hives')).toBeVisible();
  await expect(cardOf(page, 'Orchard').getByText('0 hives')).toBeVisible();
  const map = home.getByRole('link', { name: 'View on map: Home yard on OpenStreetMap (opens in a new tab)' });
  await expect(map).toHaveAttribute(
    'href',
    'https://www.openstreetmap.org/?mlat=51.5072&mlon=-0.1276#map=15/51.5072/-0.1276',
  );
  await expect(map).toHaveAttribute('target', '_blank');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await expectActionsOnOneRow(home);
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: testInfo.outputPath(`apiaries-${width}.png`), fullPage: true });
  }

  // The delete dialog says there are hives before anything is pressed, and offers the other apiary.
  await home.getByRole('button', { name: 'Delete Home yard' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete Home yard?' });
  await expect(dialog).toContainText('Home yard still has 2 hives.');
  await expect(dialog.getByLabel('Move the hives to')).toHaveValue(/.+/);
  await expect(dialog.getByLabel('Move the hives to').locator('option:checked')).toHaveText('Orchard');
  await expectNoSeriousA11yViolations(page, 'apiaries with the delete dialog open (390 px)');
  await page.screenshot({ path: testInfo.outputPath('delete-dialog-390.png') });
  await page.setViewportSize({ width: 1280, height: 844 });
  await expectNoSeriousA11yViolations(page, 'apiaries with the delete dialog open (1280 px)');
  await page.screenshot({ path: testInfo.outputPath('delete-dialog-1280.png') });
  await dialog.getByRole('button', { name: 'Move 2 hives and delete' }).click();
  await expect(dialog).toBeHidden();
  const notifications = page.getByRole('region', { name: /Notifications/ });
  await expect(notifications.getByText('2 hives moved to Orchard; Home yard deleted', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Home yard' })).toHaveCount(0);
  await expect(cardOf(page, 'Orchard').getByText('2 hives')).toBeVisible();

  // The hives list shows them under the second apiary, as stored.
  await page.getByRole('link', { name: 'Hives', exact: true }).click();
  await page.reload();
  for (const name of ['Clover', 'Linden']) {
    await expect(cardOf(page, name)).toContainText('Orchard');
    await expect(cardOf(page, name)).not.toContainText('Home yard');
  }
});
