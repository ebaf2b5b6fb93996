import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { colonyPhase, hemisphereOf, monthOfCalendarDate } from '@shared/rules/varroa';
import { INSPECTION_PAGE } from '@shared/schemas/inspection';
import type { Hive } from '@shared/schemas/hive';
import { useApiaries } from '@/api/get-apiaries';
import { latestInspectionsQueryOptions } from '@/api/get-inspections';
import { QueryContent } from '@/components/query-content';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { HEALTH_SCORE_FIELDS, inspectionTrendRows, type InspectionTrendRow } from '../utils/inspection-trends';
import { useMessages, type Translate } from '@/lib/i18n/catalog';
import { formatDate, formatNumber, MEDIUM_DATE } from '@/lib/i18n/format';
import { useLabels } from '@/lib/i18n/labels';
import { useHiveVarroaWords, type VarroaWords } from '../hooks/varroa-words';
import { hivesMessages, type HivesMessageKey } from '../messages';

// recharts is heavy: only this page loads it, after the page's own figures are shown.
const HiveTrendCharts = lazy(() => import('./hive-trend-charts').then((m) => ({ default: m.HiveTrendCharts })));

/** The chart covers the hive's latest inspections, as many as one request answers (a season or two). */
const CHARTED_INSPECTIONS = INSPECTION_PAGE.maxLimit;

/**
 * Health and varroa over time: the four scores and the mite counts against the threshold of each date, for the
 * apiary's hemisphere (from its latitude). A summary sentence and a table say the same as the charts, for screen
 * readers and anyone who prefers figures.
 */
export function HiveTrends({ hive }: { hive: Hive }) {
  const t = useMessages(hivesMessages);
  const inspections = useQuery(latestInspectionsQueryOptions({ hiveId: hive.id, limit: CHARTED_INSPECTIONS }));
  const apiaries = useApiaries();
  const loading = <Spinner label={t('trends.loading')} className="py-8" />;
  return (
    <Card>
      <section aria-labelledby="hive-trends-title">
        <CardHeader>
          <h2 id="hive-trends-title" className="text-lg font-semibold text-stone-900">
            {t('trends.title')}
          </h2>
          <CardDescription>{t('trends.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <QueryContent query={apiaries} loading={loading} what={t('trends.apiaryWhat')}>
            {(loadedApiaries) => (
              <QueryContent query={inspections} loading={loading} what={t('trends.historyWhat')}>
                {(loaded) => {
                  if (loaded.length === 0) {
                    return <p className="text-sm text-stone-700">{t('trends.empty')}</p>;
                  }
                  const latitude = loadedApiaries.find((apiary) => apiary.id === hive.apiaryId)?.latitude;
                  return <TrendFigures rows={inspectionTrendRows(loaded, { latitude })} latitude={latitude} />;
                }}
              </QueryContent>
            )}
          </QueryContent>
        </CardContent>
      </section>
    </Card>
  );
}

function TrendFigures({ rows, latitude }: { rows: InspectionTrendRow[]; latitude: string | null | undefined }) {
  const t = useMessages(hivesMessages);
  const words = { t, health: useLabels().health, varroa: useHiveVarroaWords() };
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-stone-800">{trendSummary(rows, latitude, words)}</p>
      <Suspense
        fallback={
          <div aria-hidden="true" className="flex flex-col gap-6">
            <Skeleton className="h-60 w-full" />
          </div>
        }
      >
        <HiveTrendCharts rows={rows} />
      </Suspense>
      <details className="text-sm">
        <summary className="w-fit cursor-pointer rounded-sm font-medium text-honey-800">
          {t('trends.showTable')}
        </summary>
        <TrendTable rows={rows} words={words} />
      </details>
    </div>
  );
}

/** The words the summary and the table need: the hive's catalogue, health labels and varroa words. */
interface TrendWords {
  t: Translate<HivesMessageKey>;
  health: (status: string) => string;
  varroa: VarroaWords;
}

/** What the charts show, in one or two sentences: the span, and the latest scores and varroa count. */
function trendSummary(rows: InspectionTrendRow[], latitude: string | null | undefined, words: TrendWords): string {
  const { t, varroa } = words;
  const first = rows[0] as InspectionTrendRow;
  const latest = rows[rows.length - 1] as InspectionTrendRow;
  const span =
    rows.length === 1
      ? t('trends.spanOne', { date: formatDate(latest.date, MEDIUM_DATE) })
      : t('trends.span', {
          count: rows.length,
          first: formatDate(first.date, MEDIUM_DATE),
          latest: formatDate(latest.date, MEDIUM_DATE),
        });
  const scores = t('trends.scores', Object.fromEntries(HEALTH_SCORE_FIELDS.map((key) => [key, latest[key]])));
  const phase = colonyPhase(monthOfCalendarDate(latest.date), hemisphereOf(latitude));
  const varroaWords = latest.varroa
    ? t('trends.varroa', {
        figure: varroa.figure(latest.varroa),
        level: varroa.level(latest.varroaLevel ?? 'ok'),
        phase: t(`phase.${phase}`),
        threshold: t('trends.threshold', { count: latest.thresholdPer100Bees }),
      })
    : t('trends.noVarroa');
  return t('trends.summary', { span, health: words.health(latest.health), scores, varroa: varroaWords });
}

function TrendTable({ rows, words }: { rows: InspectionTrendRow[]; words: TrendWords }) {
  const { t, varroa } = words;
  const cell = 'px-2 py-1.5 text-left align-top';
  return (
    // Scrolls sideways on a phone: focusable, so the keyboard can scroll it too.
    <div
      tabIndex={0}
      role="group"
      aria-label={t('table.label')}
      className="mt-3 overflow-x-auto rounded-sm focus-visible:outline-2 focus-visible:outline-honey-700"
    >
      <table className="w-full min-w-[40rem] border-collapse text-sm wrap-normal">
        <caption className="sr-only">{t('table.caption')}</caption>
        <thead>
          <tr className="border-b border-stone-200 text-stone-600">
            <th scope="col" className={cell}>
              {t('table.date')}
            </th>
            <th scope="col" className={cell}>
              {t('table.health')}
            </th>
            {HEALTH_SCORE_FIELDS.map((key) => (
              <th key={key} scope="col" className={cell}>
                {t(`score.${key}`)}
              </th>
            ))}
            <th scope="col" className={cell}>
              {t('table.varroa')}
            </th>
            <th scope="col" className={cell}>
              {t('table.threshold')}
            </th>
          </tr>
        </thead>
        <tbody>
          {[...rows].reverse().map((row) => (
            <tr key={row.id} className="border-b border-stone-100 text-stone-900">
              <th scope="row" className={`${cell} font-medium`}>
                {formatDate(row.date, MEDIUM_DATE)}
              </th>
              <td className={cell}>{words.health(row.health)}</td>
              {HEALTH_SCORE_FIELDS.map((key) => (
                <td key={key} className={cell}>
                  {row[key]}
                </td>
              ))}
              <td className={cell}>
                {row.varroa
                  ? t('table.varroaReading', {
                      figure: varroa.figure(row.varroa),
                      level: varroa.level(row.varroaLevel ?? 'ok'),
                    })
                  : t('varroa.notCounted')}
              </td>
              <td className={cell}>{formatNumber(row.thresholdPer100Bees)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
