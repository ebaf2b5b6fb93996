import { lazy, Suspense, type ReactNode } from 'react';
import type { UnitSystem } from '@shared/rules/units';
import type { ProductionSummary } from '@shared/schemas/production';
import { HiveLink } from '@/components/hive-link';
import { QueryContent } from '@/components/query-content';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useUnitSystem } from '@/hooks/use-unit-system';
import { useMessages } from '@/lib/i18n/catalog';
import { formatDate } from '@/lib/i18n/format';
import { useProductionSummary } from '../api/get-production-summary';
import { productionMessages } from '../messages';
import { HarvestTotalsTable } from './harvest-totals-table';
import { quantityLabel, weightLabel } from './production-labels';
import type { HiveBar, MonthBar } from './production-charts';

// recharts is heavy: only this screen loads it, after the screen's own figures are shown.
const loadCharts = () => import('./production-charts');
const HoneyByMonthChart = lazy(() => loadCharts().then((m) => ({ default: m.HoneyByMonthChart })));
const HarvestByHiveChart = lazy(() => loadCharts().then((m) => ({ default: m.HarvestByHiveChart })));

/** The hives charted: the leading ones (the summary lists them most productive first); the table lists them all. */
const CHARTED_HIVES = 15;

/** A month (`YYYY-MM`) as the language shown names it: "Jun" on the chart, "June" in the table. */
const monthName = (month: string, width: 'short' | 'long') => formatDate(`${month}-01`, { month: width });

/** The year's honey by month beside the year before, and its harvest by hive: each a chart with its figures. */
export function ProductionCharts({ year }: { year: number }) {
  const summary = useProductionSummary(year);
  const system = useUnitSystem();
  const t = useMessages(productionMessages);
  const years = { year: String(year), lastYear: String(year - 1) };
  const loading = <Spinner label={t('charts.loading')} className="py-8" />;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartCard
        id="honey-by-month-title"
        title={t('charts.honeyByMonth')}
        description={t('charts.honeyByMonthDescription', { ...years, unit: system === 'metric' ? 'kg' : 'lbs' })}
      >
        <QueryContent query={summary} loading={loading} what={t('charts.honeyByMonthWhat')}>
          {(data) => <HoneyByMonth summary={data} system={system} />}
        </QueryContent>
      </ChartCard>
      <ChartCard
        id="harvest-by-hive-title"
        title={t('charts.byHive')}
        description={t('charts.byHiveDescription', years)}
      >
        <QueryContent query={summary} loading={loading} what={t('charts.byHiveWhat')}>
          {(data) => <HarvestByHive summary={data} system={system} />}
        </QueryContent>
      </ChartCard>
    </div>
  );
}

function ChartCard({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <section aria-labelledby={id}>
        <CardHeader>
          <h2 id={id} className="text-lg font-semibold text-stone-900">
            {title}
          </h2>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">{children}</CardContent>
      </section>
    </Card>
  );
}

const chartFallback = <Skeleton className="h-60 w-full" />;

function HoneyByMonth({ summary, system }: { summary: ProductionSummary; system: UnitSystem }) {
  const t = useMessages(productionMessages);
  const { year } = summary;
  const years = { year: String(year), lastYear: String(year - 1) };
  const weighed = summary.honeyByMonth.some((month) => month.lbs > 0 || month.lastYearLbs > 0);
  const jars = summary.honeyByMonth.some((month) => month.jars > 0 || month.lastYearJars > 0);
  if (!weighed && !jars) {
    return <p className="text-sm text-stone-700">{t('charts.noHoney', years)}</p>;
  }
  const bars: MonthBar[] = summary.honeyByMonth.map((month) => ({
    month: monthName(month.month, 'short'),
    thisYearLbs: month.lbs,
    lastYearLbs: month.lastYearLbs,
  }));
  const cell = 'px-2 py-1.5 text-right tabular-nums';
  return (
    <>
      {weighed ? (
        <Suspense fallback={chartFallback}>
          <HoneyByMonthChart bars={bars} year={year} system={system} />
        </Suspense>
      ) : (
        <p className="text-sm text-stone-700">{t('charts.onlyJars', years)}</p>
      )}
      <details className="text-sm">
        <summary className="w-fit cursor-pointer rounded-sm font-medium text-honey-800">
          {t('charts.showTable')}
        </summary>
        {/* Scrolls sideways on a phone: focusable, so the keyboard can scroll it too. */}
        <div
          tabIndex={0}
          role="group"
          aria-label={t('charts.tableName')}
          className="mt-3 overflow-x-auto rounded-sm focus-visible:outline-2 focus-visible:outline-honey-700"
        >
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">{t('charts.tableCaption', years)}</caption>
            <thead>
              <tr className="border-b border-stone-200 text-stone-600">
                <th scope="col" className="px-2 py-1.5 text-left">
                  {t('charts.month')}
                </th>
                <th scope="col" className={cell}>
                  {year}
                </th>
                <th scope="col" className={cell}>
                  {year - 1}
                </th>
                {jars && (
                  <>
                    <th scope="col" className={cell}>
                      {t('charts.jarsOf', { year: years.year })}
                    </th>
                    <th scope="col" className={cell}>
                      {t('charts.jarsOf', { year: years.lastYear })}
                    </th>
                  </>
                )}
              </tr>
            </thead>
            <tbody>
              {summary.honeyByMonth.map((month) => (
                <tr key={month.month} className="border-b border-stone-100 text-stone-900">
                  <th scope="row" className="px-2 py-1.5 text-left font-medium">
                    <time dateTime={month.month}>{monthName(month.month, 'long')}</time>
                  </th>
                  <td className={cell}>{weightLabel(month.lbs, system)}</td>
                  <td className={cell}>{weightLabel(month.lastYearLbs, system)}</td>
                  {jars && (
                    <>
                      <td className={cell}>{quantityLabel(t, month.jars, 'jars', system)}</td>
                      <td className={cell}>{quantityLabel(t, month.lastYearJars, 'jars', system)}</td>
                    </>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </>
  );
}

function HarvestByHive({ summary, system }: { summary: ProductionSummary; system: UnitSystem }) {
  const t = useMessages(productionMessages);
  const year = String(summary.year);
  if (summary.byHive.length === 0) {
    return <p className="text-sm text-stone-700">{t('charts.noHarvests', { year })}</p>;
  }
  const weighed = summary.byHive.filter((hive) => hive.lbs > 0);
  const bars: HiveBar[] = weighed.slice(0, CHARTED_HIVES).map(({ hiveName, lbs }) => ({ hiveName, lbs }));
  return (
    <>
      {bars.length > 0 && (
        <>
          {weighed.length > CHARTED_HIVES && (
            <p className="text-sm text-stone-700">
              {t('charts.leadingHives', { charted: CHARTED_HIVES, count: summary.byHive.length })}
            </p>
          )}
          <Suspense fallback={chartFallback}>
            <HarvestByHiveChart bars={bars} system={system} weightName={t('totals.weight')} />
          </Suspense>
        </>
      )}
      <HarvestTotalsTable
        caption={t('charts.byHiveCaption', { year })}
        nameHeader={t('charts.hive')}
        system={system}
        rows={summary.byHive.map((hive) => ({
          key: hive.hiveId,
          name: (
            <span translate="no">
              <HiveLink hiveId={hive.hiveId} hiveName={hive.hiveName} />
            </span>
          ),
          lbs: hive.lbs,
          jars: hive.jars,
          otherProducts: hive.otherProducts,
        }))}
      />
    </>
  );
}
