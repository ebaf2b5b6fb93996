import { useId, useState } from 'react';
import { formatWeight, type UnitSystem } from '@shared/rules/units';
import type { HoneyMonth } from '@shared/schemas/dashboard';
import { useDashboardMetrics } from '@/api/get-dashboard-metrics';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Select } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useUnitSystem } from '@/hooks/use-unit-system';
import { useMessages } from '@/lib/i18n/catalog';
import { currentLocale } from '@/lib/i18n/locale';
import { dashboardMessages } from '../messages';
import { HONEY_TREND_PERIODS, formatTrendMonth, honeyTrendMonths, type HoneyTrendPeriod } from './production-figures';
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
  const t = useMessages(dashboardMessages);
  const metrics = useDashboardMetrics();
  const [period, setPeriod] = useState<HoneyTrendPeriod>('last12');
  const system = useUnitSystem();
  const periodId = useId();
  const byMonth = metrics.data?.honeyByMonth;
  return (
    <Card role="region" aria-labelledby="honey-production-trend-title">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <h2 id="honey-production-trend-title" className="text-lg font-semibold text-stone-900">
          {t('trend.title')}
        </h2>
        {byMonth && (
          <>
            <label htmlFor={periodId} className="sr-only">
              {t('trend.period')}
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
                  {t(`trend.${each}`)}
                </option>
              ))}
            </Select>
          </>
        )}
      </CardHeader>
      <CardContent>
        {metrics.isPending || (metrics.isError && metrics.isFetching) ? (
          <Spinner label={t('trend.loading')} className="py-8" />
        ) : metrics.isError ? (
          <LoadError what={t('trend.what')} onRetry={() => void metrics.refetch()} />
        ) : !byMonth ? (
          <ProInvitation>{t('trend.invitation')}</ProInvitation>
        ) : (
          <TrendFigures months={honeyTrendMonths(byMonth, period)} system={system} />
        )}
      </CardContent>
    </Card>
  );
}

function TrendFigures({ months, system }: { months: HoneyMonth[]; system: UnitSystem }) {
  const t = useMessages(dashboardMessages);
  const most = Math.max(...months.map(({ lbs }) => lbs));
  if (!(most > 0)) return <p className="text-stone-700">{t('trend.none')}</p>;
  return (
    <ul aria-label={t('trend.listLabel')} className="flex flex-col gap-1.5" data-testid="honey-trend-chart">
      {months.map(({ month, lbs }) => (
        <li key={month} className="grid grid-cols-[4.5rem_minmax(0,1fr)_6rem] items-center gap-2 text-sm">
          <time dateTime={month} className="text-stone-800">
            {formatTrendMonth(month)}
          </time>
          <span aria-hidden="true" className="h-4 rounded-sm bg-stone-100">
            <span className="block h-full rounded-sm bg-honey-500" style={{ width: `${(lbs / most) * 100}%` }} />
          </span>
          <span className="text-right font-medium text-stone-900">{formatWeight(lbs, system, currentLocale())}</span>
        </li>
      ))}
    </ul>
  );
}
