import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { formatVarroaFigure, mitesPer100Bees, VARROA_LEVEL_LABELS } from '@shared/domain/varroa';
import { colonyPhase, COLONY_PHASE_LABELS, hemisphereOf, monthOfCalendarDate } from '@shared/rules/varroa';
import { INSPECTION_PAGE } from '@shared/schemas/inspection';
import type { Hive } from '@shared/schemas/hive';
import { countOf } from '@shared/count-of';
import { useApiaries } from '@/api/get-apiaries';
import { latestInspectionsQueryOptions } from '@/api/get-inspections';
import { QueryContent } from '@/components/query-content';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { inspectionDateLabel } from '../utils/format-date';
import { HEALTH_SCORE_FIELDS, inspectionTrendRows, type InspectionTrendRow } from '../utils/inspection-trends';

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
  const inspections = useQuery(latestInspectionsQueryOptions({ hiveId: hive.id, limit: CHARTED_INSPECTIONS }));
  const apiaries = useApiaries();
  const loading = <Spinner label="Loading the hive's history..." className="py-8" />;
  return (
    <Card>
      <section aria-labelledby="hive-trends-title">
        <CardHeader>
          <h2 id="hive-trends-title" className="text-lg font-semibold text-stone-900">
            Health and varroa over time
          </h2>
          <CardDescription>Scores from 1 to 5, and mite counts against the treatment threshold.</CardDescription>
        </CardHeader>
        <CardContent>
          <QueryContent query={apiaries} loading={loading} what="this hive's apiary">
            {(loadedApiaries) => (
              <QueryContent query={inspections} loading={loading} what="this hive's history">
                {(loaded) => {
                  if (loaded.length === 0) {
                    return (
                      <p className="text-sm text-stone-700">
                        No inspections yet. Scores and varroa counts appear here after the first inspection.
                      </p>
                    );
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
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-stone-800">{trendSummary(rows, latitude)}</p>
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
          Show the figures as a table
        </summary>
        <TrendTable rows={rows} />
      </details>
    </div>
  );
}

/** What the charts show, in one or two sentences: the span, and the latest scores and varroa count. */
function trendSummary(rows: InspectionTrendRow[], latitude: string | null | undefined): string {
  const first = rows[0] as InspectionTrendRow;
  const latest = rows[rows.length - 1] as InspectionTrendRow;
  const span =
    rows.length === 1
      ? `1 inspection, on ${inspectionDateLabel(latest.date)}.`
      : `${countOf(rows.length, 'inspection', 'inspections')} from ${inspectionDateLabel(first.date)} to ${inspectionDateLabel(latest.date)}.`;
  const scores = HEALTH_SCORE_FIELDS.map(({ key, label }) => `${label.toLowerCase()} ${latest[key]}`).join(', ');
  const phase = COLONY_PHASE_LABELS[colonyPhase(monthOfCalendarDate(latest.date), hemisphereOf(latitude))];
  const varroa = latest.varroa
    ? `varroa ${formatVarroaFigure(latest.varroa)} (${VARROA_LEVEL_LABELS[latest.varroaLevel ?? 'ok']}; the threshold for a wash or roll in this phase, ${phase.toLowerCase()}, is ${mitesPer100Bees(latest.thresholdPer100Bees)})`
    : 'no varroa count';
  return `${span} Latest: ${latest.health} (${scores}), ${varroa}.`;
}

function TrendTable({ rows }: { rows: InspectionTrendRow[] }) {
  const cell = 'px-2 py-1.5 text-left align-top';
  return (
    // Scrolls sideways on a phone: focusable, so the keyboard can scroll it too.
    <div
      tabIndex={0}
      role="group"
      aria-label="Figures table"
      className="mt-3 overflow-x-auto rounded-sm focus-visible:outline-2 focus-visible:outline-honey-700"
    >
      <table className="w-full min-w-[40rem] border-collapse text-sm wrap-normal">
        <caption className="sr-only">Scores and varroa counts by inspection, newest first</caption>
        <thead>
          <tr className="border-b border-stone-200 text-stone-600">
            <th scope="col" className={cell}>
              Date
            </th>
            <th scope="col" className={cell}>
              Health
            </th>
            {HEALTH_SCORE_FIELDS.map(({ key, label }) => (
              <th key={key} scope="col" className={cell}>
                {label}
              </th>
            ))}
            <th scope="col" className={cell}>
              Varroa
            </th>
            <th scope="col" className={cell}>
              Threshold (mites/100 bees)
            </th>
          </tr>
        </thead>
        <tbody>
          {[...rows].reverse().map((row) => (
            <tr key={row.id} className="border-b border-stone-100 text-stone-900">
              <th scope="row" className={`${cell} font-medium`}>
                {inspectionDateLabel(row.date)}
              </th>
              <td className={cell}>{row.health}</td>
              {HEALTH_SCORE_FIELDS.map(({ key }) => (
                <td key={key} className={cell}>
                  {row[key]}
                </td>
              ))}
              <td className={cell}>
                {row.varroa
                  ? `${formatVarroaFigure(row.varroa)} (${VARROA_LEVEL_LABELS[row.varroaLevel ?? 'ok']})`
                  : 'Not counted'}
              </td>
              <td className={cell}>{row.thresholdPer100Bees}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
