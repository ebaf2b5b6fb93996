/**
 * Production Tracking in the browser: a Pro beekeeper (here an admin, who has Pro access, in an account of their
 * own so the demo beekeeper's seeded harvests stay as they are for the suites running beside this one) records a
 * harvest on `/production` and finds it in the list and the year's summary, edits it and deletes it, on a phone's
 * width; the demo Pro beekeeper sees their seeded harvests in their recorded units; and a free beekeeper meets the
 * paywall that closes onto the dashboard, and a 402 from the API.
 */
import { API_ERRORS, TOASTS } from '../../shared/messages';
import type { Apiary } from '../../shared/schemas/apiary';
import type { Hive } from '../../shared/schemas/hive';
import { apiPath } from '../../functions/api-path';
import { routes } from '../../functions/routes';
import { apiFor, createAccount, openSignedIn } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { demoTest, expect, test } from './support/fixtures';
import { expectDashboard, expectNoSidewaysScroll } from './support/screens';

const THIS_YEAR = new Date().getFullYear();

test.describe('a Pro beekeeper on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('records a harvest, sees it in the list and the summary, edits it and deletes it', async ({ page }) => {
    const account = await createAccount('production', { admin: true });
    const api = await apiFor(account);
    const apiary = await api<Apiary>(routes.createApiary.method, apiPath(routes.createApiary), {
      name: 'Linden Yard',
      location: 'By the lime trees',
    });
    expect(apiary.status, JSON.stringify(apiary.body)).toBe(201);
    const hive = await api<Hive>(routes.createHive.method, apiPath(routes.createHive), {
      name: 'Linden',
      apiaryId: apiary.body.id,
      hiveType: 'langstroth',
      frameCount: 10,
    });
    expect(hive.status, JSON.stringify(hive.body)).toBe(201);
    // Last summer's harvest: listed, but outside this year's summary.
    const earlier = await api(routes.createProduction.method, apiPath(routes.createProduction), {
      hiveId: hive.body.id,
      productType: 'honey',
      quantity: 30,
      unit: 'lbs',
      harvestDate: `${String(THIS_YEAR - 1)}-07-15`,
    });
    expect(earlier.status, JSON.stringify(earlier.body)).toBe(201);

    await openSignedIn(page, account);
    await page.getByRole('navigation', { name: 'Tabs' }).getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Production' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Production Tracking' })).toBeVisible();
    const total = page.getByRole('group', { name: `Total honey in ${String(THIS_YEAR)}` });
    await expect(total).toContainText('0 lbs');
    await expect(page.getByRole('heading', { name: 'Honey from Linden' })).toHaveCount(1);

    await page.getByRole('button', { name: 'Record Harvest' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record Harvest' });
    await expect(dialog.getByLabel('Product type')).toHaveValue('honey');
    await dialog.getByLabel('Hive').selectOption({ label: 'Linden' });
    await dialog.getByLabel('Quantity').fill('12.4');
    await dialog.getByLabel('Unit').selectOption('kg');
    await dialog.getByLabel('Quality').selectOption({ label: 'Premium' });
    await dialog.getByLabel('Notes').fill('Lime honey, light and minty.');
    await expectNoSeriousA11yViolations(page, 'the Record Harvest dialog');
    await dialog.getByRole('button', { name: 'Create Harvest' }).click();
    await expect(page.getByText(TOASTS.productionCreated, { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();

    // Newest first, in the kg it was weighed in and in the beekeeper's lbs; 12.4 kg is 27.34 lbs.
    const harvests = page.getByRole('list', { name: 'Harvests' }).getByRole('listitem');
    await expect(harvests).toHaveCount(2);
    await expect(harvests.first()).toContainText('12.4 kg (27.3 lbs)');
    await expect(harvests.first()).toContainText('Premium');
    await expect(harvests.first()).toContainText('Lime honey, light and minty.');
    await expect(total).toContainText('27.3 lbs');
    await expect(page.getByRole('group', { name: 'Honey per active hive' })).toContainText('27.3 lbs');
    const byHive = page.getByRole('table', { name: `Harvest by hive in ${String(THIS_YEAR)}` });
    await expect(byHive.getByRole('row', { name: /Linden/ })).toContainText('27.3 lbs');
    await expectNoSeriousA11yViolations(page, 'the production screen');
    await expectNoSidewaysScroll(page, 'the production screen');

    await harvests
      .first()
      .getByRole('button', { name: /^Edit Honey from Linden, / })
      .click();
    const edit = page.getByRole('dialog', { name: 'Edit Harvest' });
    await expect(edit.getByLabel('Quantity')).toHaveValue('12.4');
    await edit.getByLabel('Quantity').fill('20');
    await edit.getByLabel('Unit').selectOption('lbs');
    await edit.getByRole('button', { name: 'Update Harvest' }).click();
    await expect(page.getByText(TOASTS.productionUpdated, { exact: true })).toBeVisible();
    await expect(edit).toBeHidden();
    await expect(harvests.first()).toContainText('20 lbs');
    await expect(total).toContainText('20 lbs');

    await harvests
      .first()
      .getByRole('button', { name: /^Delete Honey from Linden, / })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(TOASTS.productionDeleted, { exact: true })).toBeVisible();
    await expect(harvests).toHaveCount(1);
    await expect(harvests.first()).toContainText('30 lbs');
    await expect(total).toContainText('0 lbs');

    // Last year's summary still has the earlier harvest.
    await page.getByLabel('Year').selectOption(String(THIS_YEAR - 1));
    await expect(page.getByRole('group', { name: `Total honey in ${String(THIS_YEAR - 1)}` })).toContainText('30 lbs');
  });
});

test("the production page's figures add up: honey by hive and by apiary make Total honey, wax apart", async ({
  page,
}) => {
  const account = await createAccount('production-sums', { admin: true });
  const api = await apiFor(account);
  const apiary = await api<Apiary>(routes.createApiary.method, apiPath(routes.createApiary), {
    name: 'Clover Yard',
    location: 'Behind the orchard',
  });
  expect(apiary.status, JSON.stringify(apiary.body)).toBe(201);
  const hiveIds: string[] = [];
  for (const name of ['Clover', 'Heather']) {
    const hive = await api<Hive>(routes.createHive.method, apiPath(routes.createHive), {
      name,
      apiaryId: apiary.body.id,
      hiveType: 'langstroth',
      frameCount: 10,
    });
    expect(hive.status, JSON.stringify(hive.body)).toBe(201);
    hiveIds.push(hive.body.id);
  }
  const [clover, heather] = hiveIds as [string, string];
  for (const [hiveId, productType, quantity] of [
    [clover, 'honey', 40],
    [clover, 'wax', 3],
    [heather, 'honey', 10],
  ] as const) {
    const harvest = await api(routes.createProduction.method, apiPath(routes.createProduction), {
      hiveId,
      productType,
      quantity,
      unit: 'lbs',
      harvestDate: `${String(THIS_YEAR)}-01-10`,
    });
    expect(harvest.status, JSON.stringify(harvest.body)).toBe(201);
  }

  await openSignedIn(page, account);
  await page.goto('/production');
  await expect(page.getByRole('group', { name: `Total honey in ${String(THIS_YEAR)}` })).toContainText('50 lbs');
  const byHive = page.getByRole('table', { name: `Harvest by hive in ${String(THIS_YEAR)}` });
  await expect(byHive.getByRole('columnheader', { name: 'Wax and other products' })).toBeVisible();
  await expect(byHive.getByRole('row', { name: /Clover/ }).getByRole('cell')).toHaveText(['40 lbs', '3 lbs']);
  await expect(byHive.getByRole('row', { name: /Heather/ }).getByRole('cell')).toHaveText(['10 lbs', '-']);
  const byApiary = page.getByRole('table', { name: `Harvest by apiary in ${String(THIS_YEAR)}` });
  await expect(byApiary.getByRole('row', { name: /Clover Yard/ }).getByRole('cell')).toHaveText(['50 lbs', '3 lbs']);
});

demoTest('the demo Pro beekeeper sees their harvests in the units they were recorded in', async ({ page }) => {
  await page.goto('/production');
  await expect(page.getByRole('heading', { level: 1, name: 'Production Tracking' })).toBeVisible();
  const harvests = page.getByRole('list', { name: 'Harvests' }).getByRole('listitem');
  await expect(harvests.filter({ hasText: 'Lavender honey, jarred straight from the frames.' })).toContainText(
    '24 jars',
  );
  // 18 kg is 39.68 lbs in the demo beekeeper's imperial units.
  await expect(harvests.filter({ hasText: '18 kg' }).first()).toContainText('18 kg (39.7 lbs)');
  await expect(page.getByRole('group', { name: `Total honey in ${String(THIS_YEAR)}` })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "the demo beekeeper's production screen");
});

test('a free beekeeper meets the paywall on /production, closing it lands on the dashboard, and the API says 402', async ({
  page,
}) => {
  const account = await createAccount('production-free');
  await openSignedIn(page, account);
  await page.goto('/production');
  const paywall = page.getByRole('dialog', { name: 'Production Tracking is a Pro feature' });
  await expect(paywall).toBeVisible();
  await expect(paywall.getByRole('button', { name: 'Upgrade to Pro' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the Production Tracking paywall');
  await paywall.getByRole('button', { name: 'Close' }).click();
  await expectDashboard(page);

  const api = await apiFor(account);
  const list = await api<{ message: string }>(routes.listProduction.method, apiPath(routes.listProduction));
  expect(list.status).toBe(402);
  expect(list.body.message).toBe(API_ERRORS.proRequired);
});
