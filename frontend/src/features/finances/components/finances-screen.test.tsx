import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_ERRORS, TOASTS, VALIDATION } from '@shared/messages';
import { toCalendarDate } from '@shared/rules/calendar';
import type { FinanceSummary, FinancialRecord } from '@shared/schemas/finance';
import { paths } from '@/config/paths';
import { activateLocale } from '@/lib/i18n/catalog';
import { routes } from '@/lib/api-routes';
import { expectNoSeriousA11yViolations } from '@/testing/axe';
import { buildFinanceSummary, buildFinancialRecord, serveFinances, serveFinanceSummary } from '@/testing/finances';
import { openDialog } from '@/testing/queries';
import { buildApiary, buildHive } from '@/testing/records';
import { renderWithApp } from '@/testing/render';
import { apiPattern, apiUrl, buildUser, recordBodies, serveBeekeeper, server } from '@/testing/server';
import { FinancesScreen } from './finances-screen';
import { CLIENT_MADE_ID } from '@/testing/outbox';

const thisYear = new Date().getFullYear();
const proUser = buildUser({ subscriptionPlan: 'pro', subscriptionStatus: 'active' });
const homeApiary = buildApiary({ id: '01HV000000000000000000APA1', name: 'Home Apiary' });
const ridge = buildApiary({ id: '01HV000000000000000000APA2', name: 'Ridge' });
const buttercup = buildHive({ id: '01HV000000000000000000H1V1', name: 'Buttercup', apiaryId: homeApiary.id });
const clover = buildHive({ id: '01HV000000000000000000H1V2', name: 'Clover', apiaryId: ridge.id, apiaryName: 'Ridge' });

function renderScreen() {
  return renderWithApp(<FinancesScreen />, { path: paths.app.finance.getHref() });
}

/** The figure of the profit and loss named `label` ("Income 2026"). */
const figure = (label: string) => screen.getByText(label).nextElementSibling;

/** The cells of the row headed `name` in the table named `table`. */
function rowOf(table: string, name: string): string[] {
  const row = within(screen.getByRole('table', { name: table }))
    .getByRole('rowheader', { name })
    .closest('tr');
  return [...(row?.querySelectorAll('td') ?? [])].map((cell) => cell.textContent ?? '');
}

/** The summary the API would give for `records` in `year`: totals, by month and category (enough for the screen). */
function summaryOf(records: FinancialRecord[], year: number): FinanceSummary {
  const inYear = records.filter((record) => record.transactionDate.startsWith(String(year)));
  const total = (type: FinancialRecord['type']) =>
    inYear.filter((record) => record.type === type).reduce((sum, record) => sum + record.amount, 0);
  const income = total('income');
  const expense = total('expense');
  return buildFinanceSummary({
    year,
    income,
    expense,
    net: income - expense,
    byCategory: [...new Set(inYear.map((record) => record.category))].map((category) => {
      const ofCategory = inYear.filter((record) => record.category === category);
      return {
        type: (ofCategory[0] as FinancialRecord).type,
        category,
        amount: ofCategory.reduce((sum, record) => sum + record.amount, 0),
      };
    }),
    recentTransactions: inYear,
    firstYear: Math.min(...records.map((record) => Number(record.transactionDate.slice(0, 4)))),
  });
}

/** Serves the beekeeper's records and summaries from `records`, and records what the adds send. */
function serveBooks(records: FinancialRecord[]) {
  serveBeekeeper({ user: proUser, apiaries: [homeApiary, ridge], hives: [buttercup, clover] });
  serveFinances(records);
  const years = serveFinanceSummary((year) => summaryOf(records, year));
  const bodies = recordBodies(routes.createFinance, (body) => {
    const record = buildFinancialRecord({
      ...(body as Partial<FinancialRecord>),
      id: `01HV0000000000000000FIN${String(records.length + 10).padStart(3, '0')}`,
      hiveName: body.hiveId === buttercup.id ? 'Buttercup' : null,
    });
    records.unshift(record);
    return HttpResponse.json(record, { status: 201 });
  });
  return { years, bodies };
}

describe('the finance screen', () => {
  it('shows the year’s profit and loss with cents, by month, category, hive and apiary, shared costs unallocated', async () => {
    serveBeekeeper({ user: proUser });
    serveFinances([]);
    const emptyMonths = buildFinanceSummary({ year: thisYear }).byMonth;
    const years = serveFinanceSummary((year) =>
      buildFinanceSummary({
        year,
        income: 1250.5,
        expense: 420.25,
        net: 830.25,
        byMonth: emptyMonths.map((month, index) =>
          index === 5 ? { ...month, income: 1250.5, expense: 420.25, net: 830.25 } : month,
        ),
        byCategory: [
          { type: 'income', category: 'honey_sales', amount: 1250.5 },
          { type: 'expense', category: 'feed', amount: 320.25 },
          { type: 'expense', category: 'other_expense', amount: 100 },
        ],
        byHive: [{ hiveId: buttercup.id, hiveName: 'Buttercup', income: 1250.5, expense: 0, net: 1250.5 }],
        byApiary: [
          { apiaryId: homeApiary.id, apiaryName: 'Home Apiary', income: 1250.5, expense: 320.25, net: 930.25 },
        ],
        unallocated: { income: 0, expense: 100, net: -100 },
      }),
    );
    renderScreen();

    expect(await screen.findByRole('heading', { name: 'Financial Management', level: 1 })).toBeInTheDocument();
    await screen.findByText(`Income ${thisYear}`);
    expect(years).toEqual([thisYear]);
    expect(screen.getByLabelText('Year')).toHaveValue(String(thisYear));
    expect(figure(`Income ${thisYear}`)).toHaveTextContent('$1,250.50');
    expect(figure(`Expense ${thisYear}`)).toHaveTextContent('$420.25');
    expect(figure(`Net ${thisYear}`)).toHaveTextContent('+$830.25 (profit)');
    expect(rowOf('Income, expense and net by month', 'June')).toEqual(['$1,250.50', '$420.25', '+$830.25 (profit)']);
    expect(rowOf('Income, expense and net by month', 'January')).toEqual(['$0.00', '$0.00', '$0.00 (break-even)']);
    expect(rowOf('Income and expense by category', 'Feed')).toEqual(['Expense', '$320.25']);
    expect(rowOf('Income, expense and net by hive', 'Buttercup')).toEqual([
      '$1,250.50',
      '$0.00',
      '+$1,250.50 (profit)',
    ]);
    expect(rowOf('Income, expense and net by apiary', 'Home Apiary')).toEqual([
      '$1,250.50',
      '$320.25',
      '+$930.25 (profit)',
    ]);
    expect(rowOf('Income, expense and net by apiary', 'Unallocated')).toEqual(['$0.00', '$100.00', '-$100.00 (loss)']);
    // The charts arrive in their own chunk, hidden from screen readers, which read their figures in words.
    const months = within(screen.getByRole('figure', { name: 'Income against expense by month' }));
    expect(await months.findByTestId('income-expense-chart', {}, { timeout: 5_000 })).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    expect(months.getByText(/Most income in June: \$1,250\.50\. Most expense in June: \$420\.25\./)).toHaveClass(
      'sr-only',
    );
    const categories = within(screen.getByRole('figure', { name: 'Expense by category' }));
    expect(await categories.findByTestId('expense-category-chart', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(categories.getByText('Feed $320.25, Other expense $100.00')).toHaveClass('sr-only');
    await expectNoSeriousA11yViolations('the profit and loss');
  });

  it('offers every year since the first record, and says once when a year has nothing recorded', async () => {
    const twoYearsAgo = thisYear - 2;
    const oldSale = buildFinancialRecord({
      type: 'income',
      category: 'wax_sales',
      amount: 40,
      description: 'Wax blocks',
      transactionDate: `${twoYearsAgo}-08-02`,
    });
    const { years } = serveBooks([oldSale]);
    const { user } = renderScreen();

    expect(await screen.findByRole('heading', { name: `Nothing recorded in ${thisYear}` })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Income, expense and net by month' })).not.toBeInTheDocument();
    expect(screen.queryByText('$0.00 (break-even)')).not.toBeInTheDocument();
    await within(await screen.findByRole('list', { name: 'Transactions' })).findByText('Wax blocks');
    const offered = within(screen.getByLabelText('Year'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(offered).toEqual([thisYear, thisYear - 1, twoYearsAgo].map(String));

    await user.selectOptions(screen.getByLabelText('Year'), String(twoYearsAgo));
    expect(await screen.findByText(`Income ${twoYearsAgo}`)).toBeInTheDocument();
    expect(figure(`Income ${twoYearsAgo}`)).toHaveTextContent('$40.00');
    expect(screen.getByRole('heading', { name: `Profit and loss, ${twoYearsAgo}` })).toBeInTheDocument();
    expect(screen.getByText(`No expenses recorded in ${twoYearsAgo}.`)).toBeInTheDocument();
    expect(years).toEqual([thisYear, twoYearsAgo]);
  });

  it('lists each transaction once, in the paged list, not again as recent transactions', async () => {
    const sale = buildFinancialRecord({
      type: 'income',
      category: 'honey_sales',
      amount: 125.5,
      description: 'Farmers market honey',
      transactionDate: `${thisYear}-06-14`,
    });
    serveBooks([sale]);
    renderScreen();

    const list = await screen.findByRole('list', { name: 'Transactions' });
    expect(await within(list).findByText('Farmers market honey')).toBeVisible();
    await screen.findByText(`Income ${thisYear}`);
    expect(screen.getAllByText('Farmers market honey')).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Recent transactions' })).not.toBeInTheDocument();
  });

  it('speaks German: headings, buttons, categories, amounts and dates as a German beekeeper writes them', async () => {
    const sale = buildFinancialRecord({
      type: 'income',
      category: 'honey_sales',
      amount: 1250.5,
      description: 'Farmers market honey',
      transactionDate: `${thisYear}-06-14`,
    });
    serveBooks([sale]);
    await activateLocale('de');
    renderScreen();

    expect(await screen.findByRole('heading', { name: 'Finanzverwaltung' })).toBeVisible();
    expect(screen.getAllByRole('button', { name: 'Buchung hinzufügen' })[0]).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Buchungen' });
    expect(within(list).getByText('Honigverkauf')).toBeVisible();
    expect(within(list).getByText('Einnahme')).toBeVisible();
    expect(within(list).getByText(`14.06.${thisYear}`)).toBeVisible();
    expect(within(list).getByText('Farmers market honey')).toHaveAttribute('translate', 'no');
    expect(await screen.findByText(`Einnahmen ${thisYear}`)).toBeVisible();
    expect(figure(`Einnahmen ${thisYear}`)).toHaveTextContent('1.250,50 $');
    expect(figure(`Saldo ${thisYear}`)).toHaveTextContent('+1.250,50 $ (Gewinn)');
  });

  it('leaves a treatment’s cost to its treatment: no Edit or Delete, a link to the hive’s treatments', async () => {
    const apivar = buildFinancialRecord({
      id: '01HV000000000000000000TRT1',
      treatmentId: '01HV000000000000000000TRT1',
      category: 'medication',
      amount: 24.99,
      description: 'Apivar',
      transactionDate: `${thisYear}-05-01`,
      hiveId: buttercup.id,
      hiveName: 'Buttercup',
    });
    const boxes = buildFinancialRecord({ description: 'Two deep boxes', transactionDate: `${thisYear}-04-10` });
    serveBooks([apivar, boxes]);
    renderScreen();

    const list = await screen.findByRole('list', { name: 'Transactions' });
    const [treatmentCost, ownRecord] = within(list).getAllByRole('article') as [HTMLElement, HTMLElement];
    expect(within(treatmentCost).getByText('Recorded with a treatment: edit or delete it there.')).toBeVisible();
    expect(within(treatmentCost).queryByRole('button', { name: /Edit|Delete/ })).not.toBeInTheDocument();
    expect(within(treatmentCost).getByRole('link', { name: /Open the treatment/ })).toHaveAttribute(
      'href',
      paths.app.treatments.getHref({ hiveId: buttercup.id }),
    );
    expect(within(ownRecord).getAllByRole('button', { name: /Edit|Delete/ })).toHaveLength(2);
  });

  it('adds an income: the spec’s defaults, categories per type, its messages, the body without links, the toast', async () => {
    const records: FinancialRecord[] = [];
    const { years, bodies } = serveBooks(records);
    const { user } = renderScreen();

    expect(await screen.findByRole('heading', { name: 'No transactions recorded yet' })).toBeInTheDocument();
    const [headerButton] = screen.getAllByRole('button', { name: 'Add Transaction' });
    await user.click(headerButton as HTMLElement);
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Transaction' }));

    // The spec's defaults: an equipment expense of today; expense categories only.
    expect(await dialog.findByLabelText('Type')).toHaveValue('expense');
    expect(dialog.getByLabelText('Category')).toHaveValue('equipment');
    expect(dialog.getByLabelText('Transaction date')).toHaveValue(toCalendarDate(new Date()));
    const expenseOptions = within(dialog.getByLabelText('Category')).getAllByRole('option');
    expect(expenseOptions.map((option) => option.textContent)).toEqual([
      'Equipment',
      'Medication',
      'Feed',
      'Maintenance',
      'Transportation',
      'Education',
      'Other expense',
    ]);
    await user.click(dialog.getByRole('button', { name: 'Create Transaction' }));
    expect(await dialog.findByText(VALIDATION.amountRequired)).toBeInTheDocument();
    expect(dialog.getByText(VALIDATION.descriptionRequired)).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Amount ($)'), '-5');
    await user.click(dialog.getByRole('button', { name: 'Create Transaction' }));
    expect(await dialog.findByText(VALIDATION.amountPositive)).toBeInTheDocument();
    expect(bodies).toEqual([]);

    // Income offers its own categories; an expense category doesn't stay.
    await user.selectOptions(dialog.getByLabelText('Type'), 'Income');
    expect(dialog.getByLabelText('Category')).toHaveValue('honey_sales');
    expect(
      within(dialog.getByLabelText('Category'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Honey sales', 'Wax sales', 'Equipment sales', 'Consulting', 'Other income']);
    await user.clear(dialog.getByLabelText('Amount ($)'));
    await user.type(dialog.getByLabelText('Amount ($)'), '125.50');
    await user.type(dialog.getByLabelText('Description'), 'Farmers market honey');
    await user.clear(dialog.getByLabelText('Transaction date'));
    await user.type(dialog.getByLabelText('Transaction date'), `${thisYear}-06-14`);
    await user.click(dialog.getByRole('button', { name: 'Create Transaction' }));

    expect(await screen.findByText(TOASTS.financeCreated)).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        id: CLIENT_MADE_ID,
        type: 'income',
        category: 'honey_sales',
        amount: 125.5,
        description: 'Farmers market honey',
        transactionDate: `${thisYear}-06-14`,
      },
    ]);
    await waitFor(() => expect(figure(`Income ${thisYear}`)).toHaveTextContent('$125.50'));
    expect(years.length).toBeGreaterThan(1);
    expect(within(screen.getByRole('list', { name: 'Transactions' })).getByText('Farmers market honey')).toBeVisible();
  });

  it('adds a hive’s expense: the hive brings its apiary and goes alone in the body, and the net follows', async () => {
    const sale = buildFinancialRecord({
      type: 'income',
      category: 'honey_sales',
      amount: 125.5,
      description: 'Farmers market honey',
      transactionDate: `${thisYear}-06-14`,
    });
    const { bodies } = serveBooks([sale]);
    const { user } = renderScreen();

    await screen.findByText('Farmers market honey', { selector: 'ul[aria-label="Transactions"] p' });
    const dialog = await openDialog(user, 'Add Transaction', 'Add Transaction');
    await user.selectOptions(await dialog.findByLabelText('Category'), 'Feed');
    await user.type(dialog.getByLabelText('Amount ($)'), '20');
    await user.type(dialog.getByLabelText('Description'), 'Syrup for Buttercup');
    await user.clear(dialog.getByLabelText('Transaction date'));
    await user.type(dialog.getByLabelText('Transaction date'), `${thisYear}-06-20`);
    await user.selectOptions(dialog.getByLabelText('Apiary'), 'Ridge');
    // The hive picker asks the server for the apiary's hives.
    await waitFor(() =>
      expect(
        within(dialog.getByLabelText('Hive'))
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['No hive', 'Clover']),
    );
    await user.selectOptions(dialog.getByLabelText('Apiary'), 'No apiary');
    await within(dialog.getByLabelText('Hive')).findByRole('option', { name: 'Buttercup' });
    await user.selectOptions(dialog.getByLabelText('Hive'), 'Buttercup');
    expect(dialog.getByLabelText('Apiary')).toHaveValue(homeApiary.id);
    // Another apiary lets go of a hive not in it, and the picker shows so.
    await user.selectOptions(dialog.getByLabelText('Apiary'), 'Ridge');
    expect(dialog.getByLabelText('Hive')).toHaveValue('');
    await user.selectOptions(dialog.getByLabelText('Apiary'), 'No apiary');
    await within(dialog.getByLabelText('Hive')).findByRole('option', { name: 'Buttercup' });
    await user.selectOptions(dialog.getByLabelText('Hive'), 'Buttercup');
    await user.click(dialog.getByRole('button', { name: 'Create Transaction' }));

    expect(await screen.findByText(TOASTS.financeCreated)).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        id: CLIENT_MADE_ID,
        type: 'expense',
        category: 'feed',
        amount: 20,
        description: 'Syrup for Buttercup',
        transactionDate: `${thisYear}-06-20`,
        hiveId: buttercup.id,
      },
    ]);
    await waitFor(() => expect(figure(`Net ${thisYear}`)).toHaveTextContent('+$105.50 (profit)'));
    expect(figure(`Expense ${thisYear}`)).toHaveTextContent('$20.00');
  });

  it('says the add failed on an error, and Pro is required (toast and upgrade prompt) when it is refused with 402', async () => {
    serveBooks([]);
    let answer: () => Response = () => HttpResponse.json({ message: 'Internal server error' }, { status: 500 });
    server.use(http.post(apiUrl(routes.createFinance), () => answer()));
    const { user } = renderScreen();

    await screen.findByRole('heading', { name: 'No transactions recorded yet' });
    const [headerButton] = screen.getAllByRole('button', { name: 'Add Transaction' });
    await user.click(headerButton as HTMLElement);
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Transaction' }));
    await user.type(await dialog.findByLabelText('Amount ($)'), '12');
    await user.type(dialog.getByLabelText('Description'), 'Hive tool');
    await user.click(dialog.getByRole('button', { name: 'Create Transaction' }));
    expect(await screen.findByText(TOASTS.financeCreateFailed)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Transaction' })).toBeInTheDocument();

    answer = () => HttpResponse.json({ message: API_ERRORS.proRequired }, { status: 402 });
    await user.click(dialog.getByRole('button', { name: 'Create Transaction' }));
    expect(await screen.findByText(TOASTS.financeProRequiredTitle)).toBeInTheDocument();
    expect(screen.getByText(TOASTS.financeProRequired)).toBeInTheDocument();
    expect(dialog.getByText('Financial Management is a Pro feature')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Upgrade to Pro' })).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Create Transaction' })).not.toBeInTheDocument();
  });

  it('lets a lapsed beekeeper read and delete their transactions; adding and editing offer the upgrade', async () => {
    const feed = buildFinancialRecord({ id: '01HV000000000000000000FIN2', transactionDate: `${thisYear}-03-02` });
    serveBeekeeper({ user: buildUser({ subscriptionPlan: 'pro', subscriptionStatus: 'past_due' }) });
    serveFinances([feed]);
    serveFinanceSummary((year) => summaryOf([feed], year));
    const creates = recordBodies(routes.createFinance, () => HttpResponse.json({}, { status: 201 }));
    const deleted: string[] = [];
    server.use(
      http.delete(apiPattern(routes.deleteFinance), ({ params }) => {
        deleted.push(String(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderScreen();

    const [addButton] = await screen.findAllByRole('button', { name: 'Add Transaction' });
    await user.click(addButton as HTMLElement);
    const addDialog = within(await screen.findByRole('dialog', { name: 'Add Transaction' }));
    expect(addDialog.getByText('Financial Management is a Pro feature')).toBeInTheDocument();
    expect(addDialog.queryByLabelText('Amount ($)')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');

    const [editButton] = await screen.findAllByRole('button', { name: /^Edit / });
    await user.click(editButton as HTMLElement);
    const editDialog = within(await screen.findByRole('dialog', { name: 'Edit Transaction' }));
    expect(editDialog.getByText('Financial Management is a Pro feature')).toBeInTheDocument();
    await user.keyboard('{Escape}');

    const [deleteButton] = screen.getAllByRole('button', { name: /^Delete / });
    await user.click(deleteButton as HTMLElement);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toEqual([feed.id]));
    expect(creates).toEqual([]);
  });

  it('edits a record in a prefilled dialog and deletes one after asking', async () => {
    const feed = buildFinancialRecord({
      id: '01HV000000000000000000FIN2',
      category: 'feed',
      amount: 42.5,
      description: 'Sugar',
      transactionDate: `${thisYear}-03-02`,
      hiveId: buttercup.id,
      hiveName: 'Buttercup',
      apiaryId: homeApiary.id,
      apiaryName: 'Home Apiary',
    });
    const boxes = buildFinancialRecord({ transactionDate: `${thisYear}-02-10` });
    const records = [feed, boxes];
    const { years } = serveBooks(records);
    const updates = recordBodies(routes.updateFinance, { id: feed.id }, (body) =>
      HttpResponse.json({ ...feed, ...body }),
    );
    const deleted: string[] = [];
    server.use(
      http.delete(apiPattern(routes.deleteFinance), ({ params }) => {
        deleted.push(String(params.id));
        records.splice(
          records.findIndex((record) => record.id === params.id),
          1,
        );
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderScreen();

    const feedName = `Feed of $42.50 on Mar 2, ${thisYear}`;
    const dialog = await openDialog(user, `Edit ${feedName}`, 'Edit Transaction');
    expect(await dialog.findByLabelText('Amount ($)')).toHaveValue('42.50');
    expect(dialog.getByLabelText('Type')).toHaveValue('expense');
    expect(dialog.getByLabelText('Category')).toHaveValue('feed');
    expect(dialog.getByLabelText('Description')).toHaveValue('Sugar');
    expect(dialog.getByLabelText('Transaction date')).toHaveValue(`${thisYear}-03-02`);
    expect(dialog.getByLabelText('Hive')).toHaveValue(buttercup.id);
    expect(dialog.getByLabelText('Apiary')).toHaveValue(homeApiary.id);
    await user.clear(dialog.getByLabelText('Amount ($)'));
    await user.type(dialog.getByLabelText('Amount ($)'), '45');
    await user.click(dialog.getByRole('button', { name: 'Update Transaction' }));

    expect(await screen.findByText(TOASTS.financeUpdated)).toBeInTheDocument();
    expect(updates).toEqual([
      {
        type: 'expense',
        category: 'feed',
        amount: 45,
        description: 'Sugar',
        transactionDate: `${thisYear}-03-02`,
        hiveId: buttercup.id,
      },
    ]);

    const requestsBefore = years.length;
    await user.click(screen.getByRole('button', { name: `Delete Equipment of $80.00 on Feb 10, ${thisYear}` }));
    const confirm = within(await screen.findByRole('alertdialog'));
    await user.click(confirm.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(TOASTS.financeDeleted)).toBeInTheDocument();
    expect(deleted).toEqual([boxes.id]);
    expect(years.length).toBeGreaterThan(requestsBefore);
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: `Delete Equipment of $80.00 on Feb 10, ${thisYear}` }),
      ).not.toBeInTheDocument(),
    );
  });

  it('says when a delete fails, and keeps the record', async () => {
    const boxes = buildFinancialRecord({ transactionDate: `${thisYear}-02-10` });
    serveBooks([boxes]);
    server.use(http.delete(apiPattern(routes.deleteFinance), () => new HttpResponse(null, { status: 500 })));
    const { user } = renderScreen();

    await user.click(await screen.findByRole('button', { name: `Delete Equipment of $80.00 on Feb 10, ${thisYear}` }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(TOASTS.financeDeleteFailed)).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: `Delete Equipment of $80.00 on Feb 10, ${thisYear}` }),
    ).toBeInTheDocument();
  });

  it('lists every record newest first, a page at a time', async () => {
    const records = Array.from({ length: 25 }, (_, index) =>
      buildFinancialRecord({
        id: `01HV0000000000000000FIN${String(index).padStart(3, '0')}`,
        description: `Record ${index + 1}`,
        transactionDate: `${thisYear}-01-${String(28 - index).padStart(2, '0')}`,
      }),
    );
    serveBooks(records);
    const { user } = renderScreen();

    const list = await screen.findByRole('list', { name: 'Transactions' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Record 1');
    await user.click(screen.getByRole('button', { name: 'Load more transactions' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(25));
    expect(within(list).getAllByRole('listitem')[24]).toHaveTextContent('Record 25');
    expect(screen.queryByRole('button', { name: 'Load more transactions' })).not.toBeInTheDocument();
    await expectNoSeriousA11yViolations('the transactions list');
  });

  it('shows loading, then an error with a retry for the profit and loss and for the records', async () => {
    serveBeekeeper({ user: proUser });
    let failing = true;
    server.use(
      http.get(apiUrl(routes.getFinanceSummary), ({ request }) =>
        failing
          ? new HttpResponse(null, { status: 500 })
          : HttpResponse.json(buildFinanceSummary({ year: Number(new URL(request.url).searchParams.get('year')) })),
      ),
      http.get(apiUrl(routes.listFinances), () =>
        failing ? new HttpResponse(null, { status: 500 }) : HttpResponse.json([]),
      ),
    );
    const { user } = renderScreen();

    expect(screen.getByText('Loading the profit and loss...')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading transactions' })).toBeInTheDocument();
    expect(
      await screen.findByText(`We couldn't load the profit and loss of ${thisYear}.`, { exact: false }),
    ).toBeVisible();
    expect(await screen.findByText(/We couldn't load your transactions/)).toBeVisible();
    await expectNoSeriousA11yViolations('the finance screen that failed to load');

    failing = false;
    for (const retry of screen.getAllByRole('button', { name: 'Retry' })) await user.click(retry);
    expect(await screen.findByRole('heading', { name: `Nothing recorded in ${thisYear}` })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No transactions recorded yet' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Add Transaction' })).toHaveLength(2);
  });
});
