/**
 * The Production and finances journey: the demo Pro beekeeper records two harvests on /production and three
 * transactions on /finance, and sees the year's summary, the yield forecast, the profit and the dashboard's cards
 * and Honey Production Trend move by exactly what was recorded; then every dashboard figure is traced to the
 * records' own summaries. The journey reads the figures before it writes, and takes its records out again, so the
 * demo beekeeper is left as seeded for the journeys running beside it.
 */
import type { Page } from '@playwright/test';
import { TOASTS } from '../../shared/messages';
import { formatMoney } from '../../shared/rules/money';
import { formatQuantity } from '../../shared/rules/units';
import type { YieldForecast } from '../../shared/rules/yield-forecast';
import type { DashboardMetrics } from '../../shared/schemas/dashboard';
import type { FinanceSummary, FinancialRecord } from '../../shared/schemas/finance';
import type { ProductionRecord, ProductionSummary } from '../../shared/schemas/production';
import { apiPath } from '../../functions/api-path';
import { routes } from '../../functions/routes';
import { DEMO_ACCOUNTS } from '../../infra/local/demo-accounts';
import type { ApiCaller } from '../../infra/local/api-client';
import { apiFor } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { demoTest, expect } from './support/fixtures';

const THIS_YEAR = new Date().getUTCFullYear();
const THIS_MONTH = new Date().toISOString().slice(0, 7);
const JOURNEY = 'Journey';
const HARVESTS = [
  { hive: 'Golden Comb', lbs: 12.5 },
  { hive: 'Buttercup', lbs: 8 },
];
const TRANSACTIONS = [
  { type: 'Income', category: 'Honey sales', amount: 120 },
  { type: 'Expense', category: 'Equipment', amount: -45.5 },
  { type: 'Expense', category: 'Feed', amount: -12.25 },
];
const HARVESTED_LBS = HARVESTS.reduce((sum, { lbs }) => sum + lbs, 0);
const NET_CHANGE = TRANSACTIONS.reduce((sum, { amount }) => sum + amount, 0);

/** The demo beekeeper shows weights in imperial units. */
const lbs = (value: number) => formatQuantity(value, 'lbs', 'imperial');

interface Figures {
  metrics: DashboardMetrics;
  production: Omit<ProductionSummary, 'firstYear'>;
  forecast: YieldForecast;
  finances: Omit<FinanceSummary, 'firstYear'>;
}

async function read<T>(api: ApiCaller, path: string): Promise<T> {
  const answer = await api<T>('GET', path);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

async function figuresOf(api: ApiCaller): Promise<Figures> {
  const [metrics, production, forecast, finances] = await Promise.all([
    read<DashboardMetrics>(api, apiPath(routes.getDashboardMetrics)),
    read<ProductionSummary>(api, apiPath(routes.getProductionSummary, {}, { year: String(THIS_YEAR) })),
    read<YieldForecast>(api, apiPath(routes.getYieldForecast)),
    read<FinanceSummary>(api, apiPath(routes.getFinanceSummary, {}, { year: String(THIS_YEAR) })),
  ]);
  return { metrics, production: thisYearsOnly(production), forecast, finances: thisYearsOnly(finances) };
}

/** A summary without its first year: another journey on the demo books may add an older year's record meanwhile. */
function thisYearsOnly<Summary extends { firstYear: number | null }>({ firstYear: _firstYear, ...rest }: Summary) {
  return rest;
}

const monthLbs = (figures: Figures) =>
  figures.production.honeyByMonth.find(({ month }) => month === THIS_MONTH)?.lbs ?? 0;

/** Takes the journey's records out (the newest of each list: they were recorded today). */
async function removeJourneyRecords(api: ApiCaller): Promise<void> {
  const harvests = await read<ProductionRecord[]>(api, apiPath(routes.listProduction));
  const transactions = await read<FinancialRecord[]>(api, apiPath(routes.listFinances));
  for (const { id } of harvests.filter(({ notes }) => notes?.startsWith(JOURNEY))) {
    expect((await api(routes.deleteProduction.method, apiPath(routes.deleteProduction, { id }))).status).toBe(204);
  }
  for (const { id } of transactions.filter(({ description }) => description.startsWith(JOURNEY))) {
    expect((await api(routes.deleteFinance.method, apiPath(routes.deleteFinance, { id }))).status).toBe(204);
  }
}

async function openFromMenu(page: Page, label: RegExp, heading: string): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: label }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

demoTest(
  'the demo Pro beekeeper records harvests and transactions, and the summary, forecast, profit and dashboard follow',
  async ({ page }) => {
    const api = await apiFor(DEMO_ACCOUNTS.beekeeper);
    const before = await figuresOf(api);
    try {
      await page.goto('/');
      await openFromMenu(page, /^Production/, 'Production Tracking');
      for (const [index, harvest] of HARVESTS.entries()) {
        await page.getByRole('button', { name: 'Record Harvest' }).first().click();
        const dialog = page.getByRole('dialog', { name: 'Record Harvest' });
        await dialog.getByLabel('Hive').selectOption({ label: harvest.hive });
        await dialog.getByLabel('Quantity').fill(String(harvest.lbs));
        await dialog.getByLabel('Notes').fill(`${JOURNEY} harvest ${String(index + 1)}`);
        await dialog.getByRole('button', { name: 'Create Harvest' }).click();
        await expect(page.getByText(TOASTS.productionCreated, { exact: true }).first()).toBeVisible();
        await expect(dialog).toBeHidden();
      }
      // The year's honey and this season's harvested honey both grew by the two harvests.
      await expect(page.getByRole('group', { name: `Total honey in ${String(THIS_YEAR)}` })).toContainText(
        lbs(before.production.honey.lbs + HARVESTED_LBS),
      );
      const forecast = page.getByRole('region', { name: 'Yield Forecast' });
      await expect(forecast).toContainText(
        new RegExp(`harvested this season: ${lbs(before.forecast.total.harvestedLbs + HARVESTED_LBS)}`, 'i'),
      );
      await expect(forecast.getByRole('heading', { name: 'How this figure was made' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'the production screen after two harvests');

      await openFromMenu(page, /^Finance/, 'Financial Management');
      for (const transaction of TRANSACTIONS) {
        await page.getByRole('button', { name: 'Add Transaction' }).first().click();
        const dialog = page.getByRole('dialog', { name: 'Add Transaction' });
        await dialog.getByLabel('Type').selectOption({ label: transaction.type });
        await dialog.getByLabel('Category').selectOption({ label: transaction.category });
        await dialog.getByLabel('Amount ($)').fill(Math.abs(transaction.amount).toFixed(2));
        await dialog.getByLabel('Description').fill(`${JOURNEY}: ${transaction.category}`);
        await dialog.getByRole('button', { name: 'Create Transaction' }).click();
        await expect(page.getByText(TOASTS.financeCreated, { exact: true }).first()).toBeVisible();
        await expect(dialog).toBeHidden();
      }
      const net = page.getByText(`Net ${String(THIS_YEAR)}`, { exact: true }).locator('xpath=following-sibling::dd');
      await expect(net).toContainText(formatMoney(Math.abs(before.finances.net + NET_CHANGE)));

      await openFromMenu(page, /^Dashboard/, 'Dashboard');
      const honey = page.getByRole('group', { name: 'Honey This Year' });
      await expect(honey).toContainText(lbs((before.metrics.honeyProduced ?? 0) + HARVESTED_LBS));
      const profit = page.getByRole('group', { name: 'Net Profit' });
      await expect(profit).toContainText(formatMoney((before.metrics.profit ?? 0) + NET_CHANGE));
      const trend = page.getByRole('region', { name: 'Honey Production Trend' });
      const monthLabel = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(),
      );
      await expect(trend.getByRole('listitem').filter({ hasText: monthLabel })).toHaveText(
        `${monthLabel}${lbs(monthLbs(before) + HARVESTED_LBS)}`,
      );

      // Every figure the dashboard shows traces to the records' own summaries.
      const after = await figuresOf(api);
      expect(after.metrics.honeyProduced).toBeCloseTo(after.production.honey.lbs, 2);
      expect(after.metrics.honeyProduced).toBeCloseTo((before.metrics.honeyProduced ?? 0) + HARVESTED_LBS, 2);
      expect(after.metrics.profit).toBeCloseTo(after.finances.net, 2);
      expect(after.metrics.profit).toBeCloseTo((before.metrics.profit ?? 0) + NET_CHANGE, 2);
      expect(after.metrics.honeyByMonth?.find(({ month }) => month === THIS_MONTH)?.lbs).toBeCloseTo(
        monthLbs(after),
        2,
      );
      expect(after.forecast.total.harvestedLbs).toBeCloseTo(before.forecast.total.harvestedLbs + HARVESTED_LBS, 2);
    } finally {
      await removeJourneyRecords(api);
    }
    expect(await figuresOf(api)).toEqual(before);
  },
);
