import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney, formatNumber } from '@/lib/i18n/format';

/** Distinct on white and from each other (Tailwind's green 700 and red 700). */
const INCOME_COLOUR = '#15803d';
const EXPENSE_COLOUR = '#b91c1c';
const CHART_HEIGHT = 240;
const MARGIN = { top: 8, right: 8, bottom: 0, left: 8 };

const tooltipMoney = (value: unknown) => formatMoney(Number(value));
const axisMoney = (value: number) =>
  formatNumber(value, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

export interface MonthBar {
  month: string;
  income: number;
  expense: number;
}

export interface CategoryBar {
  category: string;
  amount: number;
}

/**
 * Income against expense, month by month (recharts, in a chunk of its own that only /finance loads). Hidden from
 * screen readers, which read the same figures in the By month table; the chart takes no focus.
 */
export function IncomeExpenseChart({
  months,
  labels,
}: {
  months: MonthBar[];
  labels: { income: string; expense: string };
}) {
  return (
    <div aria-hidden="true" data-testid="income-expense-chart">
      <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
        <BarChart data={months} accessibilityLayer={false} margin={MARGIN}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e7e5e4" />
          <XAxis dataKey="month" fontSize={12} />
          <YAxis tickFormatter={axisMoney} fontSize={12} width={64} />
          <Tooltip formatter={tooltipMoney} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar dataKey="income" name={labels.income} fill={INCOME_COLOUR} isAnimationActive={false} />
          <Bar dataKey="expense" name={labels.expense} fill={EXPENSE_COLOUR} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/** The year's expense by category, largest first; read by screen readers from the By category table. */
export function ExpenseCategoryChart({ categories, expense }: { categories: CategoryBar[]; expense: string }) {
  return (
    <div aria-hidden="true" data-testid="expense-category-chart">
      <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
        <BarChart data={categories} layout="vertical" accessibilityLayer={false} margin={MARGIN}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e7e5e4" />
          <XAxis type="number" tickFormatter={axisMoney} fontSize={12} />
          <YAxis type="category" dataKey="category" fontSize={12} width={104} />
          <Tooltip formatter={tooltipMoney} />
          <Bar dataKey="amount" name={expense} fill={EXPENSE_COLOUR} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
