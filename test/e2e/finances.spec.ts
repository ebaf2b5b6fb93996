/**
 * Financial Management on /finance, in Chromium against the local stack: the demo Pro beekeeper adds an income and
 * an expense and sees the year's net follow, edits one and deletes the other; a free beekeeper meets the paywall,
 * which closes onto the dashboard, and the API refuses them with 402.
 *
 * The demo beekeeper's books are looked at by other journeys (this year's and last year's profit): this one keeps
 * to a year nobody else reads, reads its net before writing, and leaves the books as it found them.
 */
import type { Locator, Page } from '@playwright/test';
import { API_ERRORS, TOASTS } from '../../shared/messages';
import { apiPath } from '../../functions/api-path';
import { routes } from '../../functions/routes';
import { apiFor, createAccount, openSignedIn } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { demoTest, expect, test } from './support/fixtures';
import { expectDashboard, expectNoSidewaysScroll } from './support/screens';

const YEAR = new Date().getFullYear() - 10;
const PHONE = { width: 390, height: 844 };

/** The figure under its label in the profit and loss ("Net 2016"). */
const figure = (page: Page, label: string): Locator =>
  page.getByText(label, { exact: true }).locator('xpath=following-sibling::dd');

/** '+$1,234.50 (profit)' or '-$20.00 (loss)' as a number of cents. */
async function netCents(page: Page): Promise<number> {
  const text = (await figure(page, `Net ${String(YEAR)}`).textContent()) ?? '';
  const match = /^([+-]?)\$([\d,]+\.\d{2})/.exec(text.trim());
  if (!match) throw new Error(`Net ${String(YEAR)} reads "${text}"`);
  const cents = Math.round(Number((match[2] ?? '').replaceAll(',', '')) * 100);
  return match[1] === '-' ? -cents : cents;
}

/** The net as the screen writes it, from cents. */
function netText(cents: number): string {
  const dollars = `$${(Math.abs(cents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
  if (cents > 0) return `+${dollars} (profit)`;
  if (cents < 0) return `-${dollars} (loss)`;
  return `${dollars} (break-even)`;
}

async function addTransaction(
  page: Page,
  fields: { type: string; category: string; amount: string; description: string; date: string; hive?: string },
): Promise<void> {
  await page.getByRole('button', { name: 'Add Transaction' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Transaction' });
  await expect(dialog.getByLabel('Type')).toBeFocused();
  await expectNoSeriousA11yViolations(page, 'the Add Transaction dialog');
  await dialog.getByLabel('Type').selectOption({ label: fields.type });
  await dialog.getByLabel('Category').selectOption({ label: fields.category });
  await dialog.getByLabel('Amount ($)').fill(fields.amount);
  await dialog.getByLabel('Description').fill(fields.description);
  await dialog.getByLabel('Transaction date').fill(fields.date);
  if (fields.hive) await dialog.getByLabel('Hive').selectOption({ label: fields.hive });
  await dialog.getByRole('button', { name: 'Create Transaction' }).click();
  await expect(page.getByText(TOASTS.financeCreated, { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
}

demoTest(
  'the demo beekeeper adds an income and an expense, sees the net follow, edits one and deletes them',
  async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('navigation')
      .getByRole('link', { name: /^Finance/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Financial Management' })).toBeVisible();
    await expect(figure(page, `Net ${String(new Date().getFullYear())}`)).toHaveText(/\$/);
    // A year with no record is not offered: the income recorded from this year's view brings its year in.
    await expect(page.getByLabel('Year').locator(`option[value="${String(YEAR)}"]`)).toHaveCount(0);
    await addTransaction(page, {
      type: 'Income',
      category: 'Honey sales',
      amount: '210.25',
      description: 'Journey honey sale',
      date: `${String(YEAR)}-05-12`,
    });
    await page.getByLabel('Year').selectOption(String(YEAR));
    await expect(page.getByRole('heading', { name: `Profit and loss, ${String(YEAR)}` })).toBeVisible();
    await expect(figure(page, `Net ${String(YEAR)}`)).toHaveText(/\$/);
    const before = (await netCents(page)) - 21_025;
    await addTransaction(page, {
      type: 'Expense',
      category: 'Feed',
      amount: '35.50',
      description: 'Journey syrup',
      date: `${String(YEAR)}-05-20`,
      hive: 'Golden Comb',
    });
    await expect(figure(page, `Net ${String(YEAR)}`)).toHaveText(netText(before + 21_025 - 3_550));
    const transactions = page.getByRole('list', { name: 'Transactions' });
    await expect(transactions.getByText('Journey syrup')).toBeVisible();
    await expect(transactions.getByRole('listitem').filter({ hasText: 'Journey syrup' })).toContainText('Golden Comb');
    await expect(
      page
        .getByRole('table', { name: 'Income, expense and net by hive' })
        .getByRole('rowheader', { name: 'Golden Comb' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the finance screen with a year of transactions');

    // The expense was $45.00 after all.
    await page.getByRole('button', { name: `Edit Feed of $35.50 on May 20, ${String(YEAR)}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Transaction' });
    await expect(edit.getByLabel('Amount ($)')).toHaveValue('35.50');
    await expect(edit.getByLabel('Hive').locator('option:checked')).toHaveText('Golden Comb');
    await edit.getByLabel('Amount ($)').fill('45.00');
    await edit.getByRole('button', { name: 'Update Transaction' }).click();
    await expect(page.getByText(TOASTS.financeUpdated, { exact: true })).toBeVisible();
    await expect(figure(page, `Net ${String(YEAR)}`)).toHaveText(netText(before + 21_025 - 4_500));

    await page.getByRole('button', { name: `Delete Honey sales of $210.25 on May 12, ${String(YEAR)}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(TOASTS.financeDeleted, { exact: true })).toBeVisible();
    await expect(figure(page, `Net ${String(YEAR)}`)).toHaveText(netText(before - 4_500));

    await page.setViewportSize(PHONE);
    await expectNoSidewaysScroll(page, 'the finance screen at 390 px');

    // The books as they were found.
    await page.getByRole('button', { name: `Delete Feed of $45.00 on May 20, ${String(YEAR)}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(TOASTS.financeDeleted, { exact: true })).toBeVisible();
    // Its year holds nothing again: one empty state, not twelve rows of $0.00.
    await expect(page.getByRole('heading', { name: `Nothing recorded in ${String(YEAR)}` })).toBeVisible();
  },
);

test('a free beekeeper meets the paywall on /finance, closing it lands on the dashboard, and the API says 402', async ({
  page,
}) => {
  const account = await createAccount('finance-free');
  await openSignedIn(page, account);
  await page
    .getByRole('navigation')
    .getByRole('link', { name: /^Finance/ })
    .first()
    .click();
  const paywall = page.getByRole('dialog', { name: 'Financial Management is a Pro feature' });
  await expect(paywall).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Financial Management' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'the finance paywall');
  await page.keyboard.press('Escape');
  await expectDashboard(page);

  await page.goto('/finance');
  await page
    .getByRole('dialog', { name: 'Financial Management is a Pro feature' })
    .getByRole('button', {
      name: 'Back to Dashboard',
    })
    .click();
  await expectDashboard(page);

  const api = await apiFor(account);
  const refused = await api<{ message: string }>(routes.createFinance.method, apiPath(routes.createFinance), {
    type: 'expense',
    category: 'equipment',
    amount: 10,
    description: 'Hive tool',
    transactionDate: `${String(YEAR)}-01-02`,
  });
  expect(refused.status).toBe(402);
  expect(refused.body.message).toBe(API_ERRORS.proRequired);
});
