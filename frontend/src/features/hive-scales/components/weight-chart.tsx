import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { toCalendarDate } from '@shared/rules/calendar';
import { hemisphereOf } from '@shared/rules/varroa';
import type { HiveWeightChart } from '@shared/schemas/hive-scale';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { runtimeConfig } from '@/lib/runtime-config';
import { useMessages, type Translate } from '@/lib/i18n/catalog';
import { formatDate, formatNumber, MEDIUM_DATE } from '@/lib/i18n/format';
import { hiveScalesMessages, type HiveScalesMessageKey } from '../messages';
import { kilograms, weightFacts, type WeightFact } from './weight-facts';
import { DAY_MS } from '@shared/domain/durations';

// recharts is heavy: it comes in a chunk of its own, after the chart's facts are shown.
const WeightChartPlot = lazy(() => import('./weight-chart-plot').then((m) => ({ default: m.WeightChartPlot })));

/** The ranges a beekeeper picks from: a week, a month, the season so far, a year (the route's longest). */
export const CHART_RANGES = ['week', 'month', 'season', 'year'] as const;
export type ChartRange = (typeof CHART_RANGES)[number];

/**
 * The days of a range up to today: the season starts on 1 March north of the equator and 1 September south of it
 * (the last one begun), a year is the route's 366 days less today's.
 */
export function rangeDays(range: ChartRange, now: Date, latitude?: string | null): { from: string; to: string } {
  const to = toCalendarDate(now);
  const daysBack = (days: number) => toCalendarDate(new Date(now.getTime() - days * DAY_MS));
  if (range === 'week') return { from: daysBack(6), to };
  if (range === 'month') return { from: daysBack(29), to };
  if (range === 'year') return { from: daysBack(364), to };
  const startMonth = hemisphereOf(latitude) === 'southern' ? 9 : 3;
  const year = now.getMonth() + 1 >= startMonth ? now.getFullYear() : now.getFullYear() - 1;
  return { from: `${year}-${String(startMonth).padStart(2, '0')}-01`, to };
}

/** The chart's answer on screen: the summary and risk in words, the plot, and the facts as a list. */
export function WeightChartView({ chart, hiveId }: { chart: HiveWeightChart; hiveId: string }) {
  const t = useMessages(hiveScalesMessages);
  const hasReadings = chart.scales.some(
    (scale) => scale.weightKg.length + scale.temperatureC.length + scale.humidityPercent.length > 0,
  );
  if (!hasReadings) return <p className="text-sm text-stone-700">{t('chart.empty')}</p>;
  const facts = weightFacts(t, chart);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1 text-sm text-stone-800">
        {chart.scales.map(({ scale, weightKg }) => (
          <p key={scale.id}>{weightSummary(t, scale.name, weightKg)}</p>
        ))}
        {chart.starvation.risk !== 'none' && (
          <p className="font-medium text-red-800">{starvationWords(t, chart.starvation)}</p>
        )}
        {chart.weather && chart.weather.length > 0 && (
          <p>
            {weatherWords(t, chart.weather)}
            {runtimeConfig().sampleWeather && (
              <span className="block text-xs text-stone-600">{t('weather.sample')}</span>
            )}
          </p>
        )}
      </div>
      <Suspense fallback={<Skeleton aria-hidden="true" className="h-72 w-full" />}>
        <WeightChartPlot chart={chart} />
      </Suspense>
      <details className="text-sm">
        <summary className="w-fit cursor-pointer rounded-sm font-medium text-honey-800">{t('facts.show')}</summary>
        <FactsTable facts={facts} hiveId={hiveId} />
      </details>
    </div>
  );
}

function weightSummary(
  t: Translate<HiveScalesMessageKey>,
  scale: string,
  buckets: HiveWeightChart['scales'][number]['weightKg'],
) {
  const first = buckets[0];
  const last = buckets[buckets.length - 1];
  if (!first || !last) return t('facts.noWeight', { scale });
  return t('facts.weight', {
    scale,
    first: kilograms(first.mean),
    from: formatDate(new Date(first.at), MEDIUM_DATE),
    last: kilograms(last.mean),
    to: formatDate(new Date(last.at), MEDIUM_DATE),
  });
}

function starvationWords(t: Translate<HiveScalesMessageKey>, starvation: HiveWeightChart['starvation']): string {
  const risk =
    starvation.risk === 'starving'
      ? t('starvation.starving')
      : t('starvation.watch', { loss: kilograms(starvation.weeklyLossKg ?? 0) });
  const stores =
    starvation.storesKg !== undefined && starvation.daysLeft !== undefined
      ? t('starvation.stores', { stores: kilograms(starvation.storesKg), days: starvation.daysLeft })
      : '';
  return [risk, stores].filter(Boolean).join(' ');
}

function weatherWords(t: Translate<HiveScalesMessageKey>, weather: NonNullable<HiveWeightChart['weather']>): string {
  const numbers = (values: (number | null)[]) => values.filter((value): value is number => value !== null);
  const highs = numbers(weather.map((day) => day.maxC));
  const lows = numbers(weather.map((day) => day.minC));
  const rain = numbers(weather.map((day) => day.precipitationMm)).reduce((sum, mm) => sum + mm, 0);
  const figure = (value: number) => formatNumber(value, { maximumFractionDigits: 1 });
  return t('weather.days', {
    max: highs.length > 0 ? figure(Math.max(...highs)) : '–',
    min: lows.length > 0 ? figure(Math.min(...lows)) : '–',
    rain: figure(rain),
  });
}

/** Where a record of the time line is listed: the hive's inspections, harvests or treatments and feedings. */
function recordPage(kind: WeightFact['kind'], hiveId: string): string | null {
  if (kind === 'inspection') return paths.app.inspections.getHref({ hiveId });
  if (kind === 'harvest') return paths.app.production.getHref({ hiveId });
  if (kind === 'treatment') return paths.app.treatments.getHref({ hiveId });
  if (kind === 'feeding') return paths.app.treatments.getHref({ hiveId, treatmentType: 'feeding' });
  return null;
}

function FactsTable({ facts, hiveId }: { facts: WeightFact[]; hiveId: string }) {
  const t = useMessages(hiveScalesMessages);
  const cell = 'px-2 py-1.5 text-left align-top';
  return (
    <table className="mt-3 w-full border-collapse text-sm">
      <caption className="sr-only">{t('facts.label')}</caption>
      <thead>
        <tr className="border-b border-stone-200 text-stone-600">
          <th scope="col" className={cell}>
            {t('facts.when')}
          </th>
          <th scope="col" className={cell}>
            {t('facts.what')}
          </th>
        </tr>
      </thead>
      <tbody>
        {facts.map((fact) => {
          const page = recordPage(fact.kind, hiveId);
          return (
            <tr
              key={`${fact.kind}-${fact.at}-${fact.recordId ?? ''}`}
              className="border-b border-stone-100 text-stone-900"
            >
              <th scope="row" className={`${cell} font-medium whitespace-nowrap`}>
                {formatDate(fact.at.length === 10 ? fact.at : new Date(fact.at), MEDIUM_DATE)}
              </th>
              <td className={`${cell} break-words`}>
                {page ? (
                  <Link className="text-honey-800 underline" to={page}>
                    {fact.text}
                  </Link>
                ) : (
                  fact.text
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
