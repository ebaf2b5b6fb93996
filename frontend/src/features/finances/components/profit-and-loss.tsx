import { lazy, Suspense, useId, type ReactNode } from 'react';
import type { FinanceSummary } from '@shared/schemas/finance';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useMessages } from '@/lib/i18n/catalog';
import { formatDate, formatMoney } from '@/lib/i18n/format';
import { financesMessages } from '../messages';
import { financeCategoryLabel, financeTypeLabel, type FinanceWords } from './finance-record';
import { NetAmount } from './money-figures';

// recharts is heavy: only /finance loads it, after the figures are shown.
const loadCharts = () => import('./finance-charts');
const IncomeExpenseChart = lazy(() => loadCharts().then((m) => ({ default: m.IncomeExpenseChart })));
const ExpenseCategoryChart = lazy(() => loadCharts().then((m) => ({ default: m.ExpenseCategoryChart })));

const monthName = (month: string) => formatDate(`${month}-01`, { month: 'long' });
const shortMonthName = (month: string) => formatDate(`${month}-01`, { month: 'short' });

interface PlRow {
  key: string;
  label: string;
  /** The label is the beekeeper's own name of a hive or apiary: never translated. */
  named?: boolean;
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
  const t = useMessages(financesMessages);
  const { year } = summary;
  const expenses = summary.byCategory
    .filter((row) => row.type === 'expense' && row.amount > 0)
    .sort((a, b) => b.amount - a.amount);
  const hasMoney = summary.income > 0 || summary.expense > 0;
  if (!hasMoney) {
    return (
      <EmptyState
        title={t('summary.nothingTitle', { year: String(year) })}
        description={t('summary.nothingDescription', { year: String(year) })}
      />
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid gap-3 sm:grid-cols-3">
        <Figure label={t('summary.income', { year: String(year) })}>{formatMoney(summary.income)}</Figure>
        <Figure label={t('summary.expense', { year: String(year) })}>{formatMoney(summary.expense)}</Figure>
        <Figure label={t('summary.net', { year: String(year) })}>
          <NetAmount net={summary.net} />
        </Figure>
      </dl>
      <div className="grid gap-4 lg:grid-cols-2">
        <ChartCard title={t('chart.byMonth')} description={monthsSentence(t, summary)}>
          <IncomeExpenseChart
            labels={{ income: t('type.income'), expense: t('type.expense') }}
            months={summary.byMonth.map(({ month, income, expense }) => ({
              month: shortMonthName(month),
              income,
              expense,
            }))}
          />
        </ChartCard>
        <ChartCard
          title={t('chart.byCategory')}
          empty={expenses.length > 0 ? null : t('chart.noExpenses', { year: String(year) })}
          description={expenses
            .map((row) => `${financeCategoryLabel(t, row.category)} ${formatMoney(row.amount)}`)
            .join(', ')}
        >
          <ExpenseCategoryChart
            expense={t('type.expense')}
            categories={expenses.map((row) => ({
              category: financeCategoryLabel(t, row.category),
              amount: row.amount,
            }))}
          />
        </ChartCard>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <PlTable
          title={t('table.byMonth')}
          caption={t('table.byMonthCaption')}
          rowHeader={t('table.month')}
          rows={summary.byMonth.map((row) => ({ ...row, key: row.month, label: monthName(row.month) }))}
        />
        <CategoryTable summary={summary} />
        <PlTable
          title={t('table.byHive')}
          caption={t('table.byHiveCaption')}
          rowHeader={t('table.hive')}
          rows={summary.byHive.map((row) => ({ ...row, key: row.hiveId, label: row.hiveName, named: true }))}
          empty={t('table.noHives', { year: String(year) })}
        />
        <PlTable
          title={t('table.byApiary')}
          caption={t('table.byApiaryCaption')}
          rowHeader={t('table.apiary')}
          note={t('table.apiaryNote')}
          rows={[
            ...summary.byApiary.map((row) => ({ ...row, key: row.apiaryId, label: row.apiaryName, named: true })),
            { ...summary.unallocated, key: 'unallocated', label: t('record.unallocated') },
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
function monthsSentence(t: FinanceWords, summary: FinanceSummary): string {
  const top = (field: 'income' | 'expense') =>
    summary.byMonth.reduce((best, row) => (row[field] > best[field] ? row : best));
  const income = top('income');
  const expense = top('expense');
  return [
    income.income > 0
      ? t('chart.mostIncome', { month: monthName(income.month), amount: formatMoney(income.income) })
      : t('chart.noIncome'),
    expense.expense > 0
      ? t('chart.mostExpense', { month: monthName(expense.month), amount: formatMoney(expense.expense) })
      : t('chart.noExpense'),
    t('chart.everyMonth'),
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
  const t = useMessages(financesMessages);
  return (
    <div
      tabIndex={0}
      role="group"
      aria-label={t('table.scrolling', { title })}
      className="overflow-x-auto rounded-sm focus-visible:outline-2 focus-visible:outline-honey-700"
    >
      {children}
    </div>
  );
}

interface PlTableProps {
  title: string;
  /** Read first by screen readers: "Income, expense and net by month". */
  caption: string;
  rowHeader: string;
  rows: PlRow[];
  note?: string;
  /** Said instead of the table when there are no rows. */
  empty?: string;
}

function PlTable({ title, caption, rowHeader, rows, note, empty }: PlTableProps) {
  const t = useMessages(financesMessages);
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
              <caption className="sr-only">{caption}</caption>
              <thead>
                <tr className="border-b border-stone-200 text-stone-700">
                  <th scope="col" className={headerCell}>
                    {rowHeader}
                  </th>
                  <th scope="col" className={`${cell} font-medium`}>
                    {t('type.income')}
                  </th>
                  <th scope="col" className={`${cell} font-medium`}>
                    {t('type.expense')}
                  </th>
                  <th scope="col" className={`${cell} font-medium`}>
                    {t('table.net')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.key} className="border-b border-stone-100 text-stone-900">
                    <th scope="row" translate={row.named ? 'no' : undefined} className={`${headerCell} break-words`}>
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
  const t = useMessages(financesMessages);
  const rows = summary.byCategory.filter((row) => row.amount > 0);
  return (
    <Card>
      <CardHeader>
        <h3 className="font-semibold text-stone-900">{t('table.byCategory')}</h3>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <p className="text-sm text-stone-700">{t('table.noTransactions', { year: String(summary.year) })}</p>
        ) : (
          <ScrollingTable title={t('table.byCategory')}>
            <table className="w-full min-w-max border-collapse text-sm">
              <caption className="sr-only">{t('table.byCategoryCaption')}</caption>
              <thead>
                <tr className="border-b border-stone-200 text-stone-700">
                  <th scope="col" className={headerCell}>
                    {t('table.category')}
                  </th>
                  <th scope="col" className={headerCell}>
                    {t('table.type')}
                  </th>
                  <th scope="col" className={`${cell} font-medium`}>
                    {t('table.amount')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={`${row.type}-${row.category}`} className="border-b border-stone-100 text-stone-900">
                    <th scope="row" className={headerCell}>
                      {financeCategoryLabel(t, row.category)}
                    </th>
                    <td className="px-2 py-1.5">{financeTypeLabel(t, row.type)}</td>
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
