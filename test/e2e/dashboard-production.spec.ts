/**
 * The dashboard's Pro figures traced to records: a beekeeper with Pro access records a harvest and two
 * transactions, and Honey This Year, Net Profit and the Honey Production Trend show them; a free beekeeper is
 * invited to upgrade instead of shown zeros.
 */
import type { Page } from '@playwright/test';
import type { Hive } from '../../shared/schemas/hive';
import { apiPath } from '../../functions/api-path';
import { routes } from '../../functions/routes';
import { apiFor, createAccount, createApiaryWithHives, openSignedIn, type Account } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';

const today = () => new Date().toISOString().slice(0, 10);

async function record(account: Account, route: 'createProduction' | 'createFinance', body: object): Promise<void> {
  const api = await apiFor(account);
  const answer = await api(routes[route].method, apiPath(routes[route]), body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
}

const metricCard = (page: Page, name: string) => page.getByRole('group', { name });

test("a Pro beekeeper sees this year's honey, net profit and the month's bar from their records", async ({ page }) => {
  // Admins have Pro access.
  const account = await createAccount('dashboard-pro', { admin: true });
  await createApiaryWithHives(account, 1);
  const api = await apiFor(account);
  const [hive] = (await api<Hive[]>(routes.listHives.method, apiPath(routes.listHives))).body;
  const harvest = { hiveId: hive?.id, productType: 'honey', quantity: 10, unit: 'kg', harvestDate: today() };
  await record(account, 'createProduction', harvest);
  await record(account, 'createFinance', {
    type: 'income',
    category: 'honey_sales',
    amount: '150',
    description: 'Farmers market',
    transactionDate: today(),
  });
  await record(account, 'createFinance', {
    type: 'expense',
    category: 'feed',
    amount: '30.25',
    description: 'Sugar',
    transactionDate: today(),
  });

  await openSignedIn(page, account);
  // 10 kg is 22.05 lbs, shown to one decimal; nothing was recorded last year.
  const honey = metricCard(page, 'Honey This Year');
  await expect(honey.getByText('22.1 lbs', { exact: true })).toBeVisible();
  await expect(honey.getByText('None by this time last year')).toBeVisible();
  const profit = metricCard(page, 'Net Profit');
  await expect(profit.getByText('$119.75', { exact: true })).toBeVisible();
  await expect(profit.getByText('+$119.75 on this time last year')).toBeVisible();

  const trend = page.getByRole('region', { name: 'Honey Production Trend' });
  const thisMonth = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(),
  );
  await expect(trend.getByRole('listitem').filter({ hasText: thisMonth })).toHaveText(`${thisMonth}22.1 lbs`);
  await trend.getByRole('combobox', { name: 'Period' }).selectOption('Last 6 Months');
  await expect(trend.getByRole('listitem')).toHaveCount(6);
  await expectNoSeriousA11yViolations(page, 'the dashboard with honey and profit');

  // A second harvest shows when the dashboard opens again.
  await record(account, 'createProduction', { ...harvest, quantity: 7.95, unit: 'lbs' });
  await page.getByRole('link', { name: 'Hives', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: 'Hives', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Dashboard', exact: true }).first().click();
  await expect(honey.getByText('30 lbs', { exact: true })).toBeVisible();
});

test('a free beekeeper is invited to upgrade instead of shown zeros', async ({ page }) => {
  const account = await createAccount('dashboard-free');
  await openSignedIn(page, account);
  for (const name of ['Honey This Year', 'Net Profit']) {
    await expect(metricCard(page, name).getByRole('button', { name: 'Upgrade to Pro' })).toBeVisible();
  }
  // The payment opens over the dashboard: no detour through pricing.
  const trend = page.getByRole('region', { name: 'Honey Production Trend' });
  await trend.getByRole('button', { name: 'Upgrade to Pro' }).click();
  await expect(page.getByRole('dialog', { name: 'Upgrade to Pro' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
