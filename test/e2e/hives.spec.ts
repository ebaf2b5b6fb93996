import { expect, test } from '@playwright/test';
import { queenAgeInMonths, queenAgeInWords } from '../../shared/rules/queen-age';
import { createAccount, openSignedIn } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';

/** She came in spring last year: her age on the hive's page must be counted from this day to today. */
const INTRODUCED_ON = `${new Date().getFullYear() - 1}-04-12`;

test("a new beekeeper's first hive: the apiary in place, then the hive, its page and its queen's age", async ({
  page,
}) => {
  const account = await createAccount('first-hive');
  await openSignedIn(page, account);

  // Add Hive with no apiary yet asks where the hives live first.
  await page.getByRole('link', { name: 'Hives' }).click();
  // On the hives screen itself: the dashboard it leaves has an Add Hive of its own.
  await expect(page.getByRole('heading', { name: 'Hives', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add Hive' }).click();
  const apiaryDialog = page.getByRole('dialog', { name: 'Create New Apiary' });
  await expect(apiaryDialog).toContainText('First, where do these hives live?');
  await apiaryDialog.getByLabel('Name', { exact: true }).fill('Orchard');
  await apiaryDialog.getByLabel('Location').fill('Old orchard, north slope');
  await apiaryDialog.getByRole('button', { name: 'Create Apiary' }).click();

  // ...and goes on to the hive, in the new apiary.
  const hiveDialog = page.getByRole('dialog', { name: 'Add New Hive' });
  await expect(hiveDialog.getByLabel('Apiary')).toHaveValue(/.+/);
  await expect(hiveDialog.getByLabel('Apiary').locator('option:checked')).toHaveText('Orchard');
  await hiveDialog.getByLabel('Name', { exact: true }).fill('Apple Blossom');
  await hiveDialog.getByLabel('Queen ID').fill('Q-APPLE');
  await hiveDialog.getByLabel('Introduced on').fill(INTRODUCED_ON);
  const yearColour = (await hiveDialog.getByLabel('Marking').locator('option:checked').textContent()) ?? '';
  expect(yearColour).not.toBe('Not recorded');
  await hiveDialog.getByRole('button', { name: 'Create Hive' }).click();
  await expect(hiveDialog).toBeHidden();

  // The card's title opens the hive's page.
  await page.getByRole('link', { name: 'Apple Blossom', exact: true }).click();
  await expect(page).toHaveURL(/\/hives\/[0-9A-Z]{26}$/);
  await expect(page.getByRole('heading', { name: 'Apple Blossom', level: 1 })).toBeVisible();
  const queen = page.getByRole('region', { name: 'Queen' });
  const months = queenAgeInMonths(INTRODUCED_ON, today());
  await expect(queen.getByRole('definition').nth(2)).toHaveText(queenAgeInWords(months));
  await expect(queen.getByRole('definition').nth(3)).toHaveText(yearColour);
  await expect(page.getByRole('region', { name: 'Colony', exact: true })).toContainText('Orchard');
  await expectNoSeriousA11yViolations(page, 'hive page');

  // Deleting it from its page returns to the hives.
  await page.getByRole('button', { name: 'Delete Apple Blossom' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/hives$/);
  await expect(page.getByRole('heading', { name: 'No hives yet' })).toBeVisible();
});

test("a hive page for an id that isn't the beekeeper's says it was not found", async ({ page }) => {
  await openSignedIn(page, await createAccount('not-mine'));
  await page.goto('/hives/01J0000000000000000000ZZZZ');
  await expect(page.getByRole('heading', { name: 'Hive not found', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Hives' }).click();
  await expect(page.getByRole('heading', { name: 'Hives', level: 1 })).toBeVisible();
});

/** The browser's calendar day, as the page counts it. */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}
