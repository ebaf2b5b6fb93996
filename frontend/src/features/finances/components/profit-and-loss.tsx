import { format } from 'date-fns';
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { toDate } from '@shared/rules/calendar';
import { formatMoney } from '@shared/rules/money';
import type { FinanceSummary } from '@shared/schemas/finance';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { FINANCE_CATEGORY_LABELS, FINANCE_TYPE_LABELS } from './finance-record';
import { NetAmount } from './money-figures';

// recharts is heavy: only /finance loads it, after the figures are shown.
const loadCharts = () => import('./finance-charts');
const IncomeExpenseChart = lazy(() => loadCharts().then((m) => ({ default: m.IncomeExpenseChart })));
const ExpenseCategoryChart = lazy(() => loadCharts().then((m) => ({ default: m.ExpenseCategoryChart })));

const monthName = (month: string) => format(toDate(`${month}-01`), 'MMMM');
const shortMonthName = (month: string) => format(toDate(`${month}-01`), 'MMM');

interface PlRow {
  key: string;
  label: string;
  income: number;
  expense: number;
  net: number;
}

/**
 * A year's profit and loss: income, expense and net; charts of income against expense by month and of expense by
 * category; the figures by month, category, hive and apiary (shared costs stay unallocated, never spread). A year
 * with nothing recorded says so once, rather than in twelve rows of $0.00. The transactions themselves are listed
 * once, under it, by the screen.
 */
export function ProfitAndLoss({ summary }: { summary: FinanceSummary }) {
  const { year } = summary;
  const expenses = summary.byCategory
    .filter((row) => row.type === 'expense' && row.amount > 0)
    .sort((a, b) => b.amount - a.amount);
  const hasMoney = summary.income > 0 || summary.expense > 0;
  if (!hasMoney) {
    return (
      <EmptyState
        title={`Nothing recorded in ${year}`}
        description={`Sales and costs dated in ${year} add up here: income, expense and net, by month, category, hive and apiary.`}
      />
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid gap-3 sm:grid-cols-3">
        <Figure label={`Income ${year}`}>{formatMoney(summary.income)}</Figure>
        <Figure label={`Expense ${year}`}>{formatMoney(summary.expense)}</Figure>
        <Figure label={`Net ${year}`}>
          <NetAmount net={summary.net} />
        </Figure>
      </dl>
      <div className="grid gap-4 lg:grid-cols-2">
        <ChartCard title="Income against expense by month" description={monthsSentence(summary)}>
          <IncomeExpenseChart
            months={summary.byMonth.map(({ month, income, expense }) => ({
              month: shortMonthName(month),
              income,
              expense,
            }))}
          />
        </ChartCard>
        <ChartCard
          title="Expense by category"
          empty={expenses.length > 0 ? null : `No expenses recorded in ${year}.`}
          description={expenses
            .map((row) => `${FINANCE_CATEGORY_LABELS[row.category]} ${formatMoney(row.amount)}`)
            .join(', ')}
        >
          <ExpenseCategoryChart
            categories={expenses.map((row) => ({
              category: FINANCE_CATEGORY_LABELS[row.category],
              amount: row.amount,
            }))}
          />
        </ChartCard>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <PlTable
          title="By month"
          rowHeader="Month"
          rows={summary.byMonth.map((row) => ({ ...row, key: row.month, label: monthName(row.month) }))}
        />
        <CategoryTable summary={summary} />
        <PlTable
          title="By hive"
          rowHeader="Hive"
          rows={summary.byHive.map((row) => ({ ...row, key: row.hiveId, label: row.hiveName }))}
          empty={`No transactions linked to a hive in ${year}.`}
        />
        <PlTable
          title="By apiary"
          rowHeader="Apiary"
          note="A hive's money counts for its apiary. Shared costs, linked to no hive or apiary, stay unallocated."
          rows={[
            ...summary.byApiary.map((row) => ({ ...row, key: row.apiaryId, label: row.apiaryName })),
            { ...summary.unallocated, key: 'unallocated', label: 'Unallocated' },
          ]}
        />
      </div>
    </div>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-lg border border-stone-200 bg-white p-4">
      <dt className="text-sm text-stone-700">{label}</dt>
      <dd className="text-2xl font-bold text-stone-900 tabular-nums">{children}</dd>
    </div>
  );
}

/** What the month chart shows, for screen readers: the busiest months (the By month table has every figure). */
function monthsSentence(summary: FinanceSummary): string {
  const top = (field: 'income' | 'expense') =>
    summary.byMonth.reduce((best, row) => (row[field] > best[field] ? row : best));
  const income = top('income');
  const expense = top('expense');
  return [
    income.income > 0 ? `Most income in ${monthName(income.month)}: ${formatMoney(income.income)}.` : 'No income.',
    expense.expense > 0
      ? `Most expense in ${monthName(expense.month)}: ${formatMoney(expense.expense)}.`
      : 'No expense.',
    'The By month table gives every month.',
  ].join(' ');
}

interface ChartCardProps {
  title: string;
  /** Shown instead of the chart when there is nothing to draw. */
  empty?: string | null;
  /** The chart's figures in words, read by screen readers in place of the drawing. */
  description: string;
  children: ReactNode;
}

function ChartCard({ title, empty, description, children }: ChartCardProps) {
  const titleId = useId();
  return (
    <Card>
      <figure aria-labelledby={titleId} className="m-0">
        <CardHeader>
          <h3 id={titleId} className="font-semibold text-stone-900">
            {title}
          </h3>
        </CardHeader>
        <CardContent>
          {empty ? (
            <p className="text-sm text-stone-700">{empty}</p>
          ) : (
            <>
              <p className="sr-only">{description}</p>
              <Suspense fallback={<Skeleton aria-hidden="true" className="h-60 w-full" />}>{children}</Suspense>
            </>
          )}
        </CardContent>
      </figure>
    </Card>
  );
}

const cell = 'px-2 py-1.5 text-right tabular-nums';
const headerCell = 'px-2 py-1.5 text-left font-medium';

/** A table that scrolls sideways on a phone: focusable, so the keyboard can scroll it too. */
function ScrollingTable({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div
      tabIndex={0}
      role="group"
      aria-label={`${title} table`}
      className="overflow-x-auto rounded-sm focus-visible:outline-2 focus-visible:outline-honey-700"
    >
      {children}
    </div>
  );
}

interface PlTableProps {
  title: string;
  rowHeader: string;
  rows: PlRow[];
  note?: string;
  /** Said instead of the table when there are no rows. */
  empty?: string;
}

function PlTable({ title, rowHeader, rows, note, empty }: PlTableProps) {
  return (
    <Card>
      <CardHeader>
        <h3 className="font-semibold text-stone-900">{title}</h3>
        {note && <p className="text-sm text-stone-700">{note}</p>}
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <p className="text-sm text-stone-700">{empty}</p>
        ) : (
          <ScrollingTable title={title}>
            <table className="w-full min-w-max border-collapse text-sm">
              <caption className="sr-only">Income, expense and net {title.toLowerCase()}</caption>
              <thead>
                <tr className="border-b border-stone-200 text-stone-700">
                  <th scope="col" className={headerCell}>
                    {rowHeader}
                  </th>
                  <th scope="col" className={`${cell} font-medium`}>
                    Income
                  </th>
                  <th scope="col" className={`${cell} font-medium`}>
                    Expense
                  </th>
                  <th scope="col" className={`${cell} font-medium`}>
                    Net
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.key} className="border-b border-stone-100 text-stone-900">
                    <th scope="row" className={`${headerCell} break-words`}>
                      {row.label}
                    </th>
                    <td className={cell}>{formatMoney(row.income)}</td>
                    <td className={cell}>{formatMoney(row.expense)}</td>
                    <td className={cell}>
                      <NetAmount net={row.net} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollingTable>
        )}
      </CardContent>
    </Card>
  );
}

function CategoryTable({ summary }: { summary: FinanceSummary }) {
  const rows = summary.byCategory.filter((row) => row.amount > 0);
  return (
    <Card>
      <CardHeader>
        <h3 className="font-semibold text-stone-900">By category</h3>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <p className="text-sm text-stone-700">No transactions recorded in {summary.year}.</p>
        ) : (
          <ScrollingTable title="By category">
            <table className="w-full min-w-max border-collapse text-sm">
              <caption className="sr-only">Income and expense by category</caption>
              <thead>
                <tr className="border-b border-stone-200 text-stone-700">
                  <th scope="col" className={headerCell}>
                    Category
                  </th>
                  <th scope="col" className={headerCell}>
                    Type
                  </th>
                  <th scope="col" className={`${cell} font-medium`}>
                    Amount
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={`${row.type}-${row.category}`} className="border-b border-stone-100 text-stone-900">
                    <th scope="row" className={headerCell}>
                      {FINANCE_CATEGORY_LABELS[row.category]}
                    </th>
                    <td className="px-2 py-1.5">{FINANCE_TYPE_LABELS[row.type]}</td>
                    <td className={cell}>{formatMoney(row.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollingTable>
        )}
      </CardContent>
    </Card>
  );
}
