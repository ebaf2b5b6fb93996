import { format } from 'date-fns';
import { lazy, Suspense, type ReactNode } from 'react';
import { countOf } from '@shared/count-of';
import { toDate } from '@shared/rules/calendar';
import { formatQuantity, formatWeight, type UnitSystem } from '@shared/rules/units';
import type { ProductionSummary } from '@shared/schemas/production';
import { HiveLink } from '@/components/hive-link';
import { QueryContent } from '@/components/query-content';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useUnitSystem } from '@/hooks/use-unit-system';
import { useProductionSummary } from '../api/get-production-summary';
import { HarvestTotalsTable } from './harvest-totals-table';
import type { HiveBar, MonthBar } from './production-charts';

// recharts is heavy: only this screen loads it, after the screen's own figures are shown.
const loadCharts = () => import('./production-charts');
const HoneyByMonthChart = lazy(() => loadCharts().then((m) => ({ default: m.HoneyByMonthChart })));
const HarvestByHiveChart = lazy(() => loadCharts().then((m) => ({ default: m.HarvestByHiveChart })));

/** The hives charted: the leading ones (the summary lists them most productive first); the table lists them all. */
const CHARTED_HIVES = 15;

const monthName = (month: string, pattern: 'MMM' | 'MMMM') => format(toDate(`${month}-01`), pattern);

/** The year's honey by month beside the year before, and its harvest by hive: each a chart with its figures. */
export function ProductionCharts({ year }: { year: number }) {
  const summary = useProductionSummary(year);
  const system = useUnitSystem();
  const loading = <Spinner label="Loading the charts..." className="py-8" />;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartCard
        id="honey-by-month-title"
        title="Honey by month"
        description={`${String(year)} against ${String(year - 1)}, by weight in ${system === 'metric' ? 'kg' : 'lbs'}.`}
      >
        <QueryContent query={summary} loading={loading} what="honey by month">
          {(data) => <HoneyByMonth summary={data} system={system} />}
        </QueryContent>
      </ChartCard>
      <ChartCard
        id="harvest-by-hive-title"
        title="Harvest by hive"
        description={`The honey each hive gave in ${String(year)}, by weight; jars, wax and other products apart.`}
      >
        <QueryContent query={summary} loading={loading} what="the harvest by hive">
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
  const { year } = summary;
  const weighed = summary.honeyByMonth.some((month) => month.lbs > 0 || month.lastYearLbs > 0);
  const jars = summary.honeyByMonth.some((month) => month.jars > 0 || month.lastYearJars > 0);
  if (!weighed && !jars) {
    return (
      <p className="text-sm text-stone-700">
        No honey recorded in {year} or {year - 1} yet. Each harvest's month shows here once it is recorded.
      </p>
    );
  }
  const bars: MonthBar[] = summary.honeyByMonth.map((month) => ({
    month: monthName(month.month, 'MMM'),
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
        <p className="text-sm text-stone-700">
          No honey weighed in {year} or {year - 1}: only jars, counted in the table.
        </p>
      )}
      <details className="text-sm">
        <summary className="w-fit cursor-pointer rounded-sm font-medium text-honey-800">
          Show the figures as a table
        </summary>
        {/* Scrolls sideways on a phone: focusable, so the keyboard can scroll it too. */}
        <div
          tabIndex={0}
          role="group"
          aria-label="Honey by month table"
          className="mt-3 overflow-x-auto rounded-sm focus-visible:outline-2 focus-visible:outline-honey-700"
        >
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">
              Honey by month, {year} against {year - 1}
            </caption>
            <thead>
              <tr className="border-b border-stone-200 text-stone-600">
                <th scope="col" className="px-2 py-1.5 text-left">
                  Month
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
                      Jars {year}
                    </th>
                    <th scope="col" className={cell}>
                      Jars {year - 1}
                    </th>
                  </>
                )}
              </tr>
            </thead>
            <tbody>
              {summary.honeyByMonth.map((month) => (
                <tr key={month.month} className="border-b border-stone-100 text-stone-900">
                  <th scope="row" className="px-2 py-1.5 text-left font-medium">
                    {monthName(month.month, 'MMMM')}
                  </th>
                  <td className={cell}>{formatWeight(month.lbs, system)}</td>
                  <td className={cell}>{formatWeight(month.lastYearLbs, system)}</td>
                  {jars && (
                    <>
                      <td className={cell}>{formatQuantity(month.jars, 'jars', system)}</td>
                      <td className={cell}>{formatQuantity(month.lastYearJars, 'jars', system)}</td>
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
  if (summary.byHive.length === 0) {
    return <p className="text-sm text-stone-700">No harvests recorded in {summary.year}.</p>;
  }
  const weighed = summary.byHive.filter((hive) => hive.lbs > 0);
  const bars: HiveBar[] = weighed.slice(0, CHARTED_HIVES).map(({ hiveName, lbs }) => ({ hiveName, lbs }));
  return (
    <>
      {bars.length > 0 && (
        <>
          {weighed.length > CHARTED_HIVES && (
            <p className="text-sm text-stone-700">
              The chart shows the {CHARTED_HIVES} hives that gave the most honey by weight; the table lists all{' '}
              {countOf(summary.byHive.length, 'hive', 'hives')}.
            </p>
          )}
          <Suspense fallback={chartFallback}>
            <HarvestByHiveChart bars={bars} system={system} />
          </Suspense>
        </>
      )}
      <HarvestTotalsTable
        caption={`Harvest by hive in ${String(summary.year)}`}
        nameHeader="Hive"
        system={system}
        rows={summary.byHive.map((hive) => ({
          key: hive.hiveId,
          name: <HiveLink hiveId={hive.hiveId} hiveName={hive.hiveName} />,
          lbs: hive.lbs,
          jars: hive.jars,
          otherProducts: hive.otherProducts,
        }))}
      />
    </>
  );
}
