import { useId, useState } from 'react';
import { formatWeight, type UnitSystem } from '@shared/rules/units';
import type { HoneyMonth } from '@shared/schemas/dashboard';
import { useDashboardMetrics } from '@/api/get-dashboard-metrics';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Select } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useUnitSystem } from '@/hooks/use-unit-system';
import {
  HONEY_TREND_PERIODS,
  HONEY_TREND_PERIOD_LABELS,
  formatTrendMonth,
  honeyTrendMonths,
  type HoneyTrendPeriod,
} from './production-figures';
import { ProInvitation } from './pro-invitation';

function isPeriod(value: string): value is HoneyTrendPeriod {
  return (HONEY_TREND_PERIODS as readonly string[]).includes(value);
}

/**
 * The Honey Production Trend card: honey harvested per month over the chosen period, as a bar chart in the
 * beekeeper's units. Drawn with plain elements like the Colony Health Overview: the list is its own text
 * alternative and the dashboard stays within its JS budget.
 */
export function HoneyProductionTrend() {
  const metrics = useDashboardMetrics();
  const [period, setPeriod] = useState<HoneyTrendPeriod>('last12');
  const system = useUnitSystem();
  const periodId = useId();
  const byMonth = metrics.data?.honeyByMonth;
  return (
    <Card role="region" aria-labelledby="honey-production-trend-title">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <h2 id="honey-production-trend-title" className="text-lg font-semibold text-stone-900">
          Honey Production Trend
        </h2>
        {byMonth && (
          <>
            <label htmlFor={periodId} className="sr-only">
              Period
            </label>
            <Select
              id={periodId}
              value={period}
              onChange={(event) => {
                if (isPeriod(event.target.value)) setPeriod(event.target.value);
              }}
              className="w-40"
            >
              {HONEY_TREND_PERIODS.map((each) => (
                <option key={each} value={each}>
                  {HONEY_TREND_PERIOD_LABELS[each]}
                </option>
              ))}
            </Select>
          </>
        )}
      </CardHeader>
      <CardContent>
        {metrics.isPending || (metrics.isError && metrics.isFetching) ? (
          <Spinner label="Loading production data..." className="py-8" />
        ) : metrics.isError ? (
          <LoadError what="your honey production" onRetry={() => void metrics.refetch()} />
        ) : !byMonth ? (
          <ProInvitation>See your honey harvests month by month with Pro.</ProInvitation>
        ) : (
          <TrendFigures months={honeyTrendMonths(byMonth, period)} system={system} />
        )}
      </CardContent>
    </Card>
  );
}

function TrendFigures({ months, system }: { months: HoneyMonth[]; system: UnitSystem }) {
  const most = Math.max(...months.map(({ lbs }) => lbs));
  if (!(most > 0)) return <p className="text-stone-700">No production data yet</p>;
  return (
    <ul aria-label="Honey by month" className="flex flex-col gap-1.5" data-testid="honey-trend-chart">
      {months.map(({ month, lbs }) => (
        <li key={month} className="grid grid-cols-[4.5rem_minmax(0,1fr)_6rem] items-center gap-2 text-sm">
          <span className="text-stone-800">{formatTrendMonth(month)}</span>
          <span aria-hidden="true" className="h-4 rounded-sm bg-stone-100">
            <span className="block h-full rounded-sm bg-honey-500" style={{ width: `${(lbs / most) * 100}%` }} />
          </span>
          <span className="text-right font-medium text-stone-900">{formatWeight(lbs, system)}</span>
        </li>
      ))}
    </ul>
  );
}
