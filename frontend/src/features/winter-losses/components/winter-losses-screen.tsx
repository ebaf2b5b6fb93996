import { Download } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { WINTER_LOSS_MESSAGES as TEXT } from '@shared/messages/winter-losses-screen';
import { toCalendarDate } from '@shared/rules/calendar';
import { winterLossesCsv, type WinterLossFigures } from '@shared/rules/winter-losses';
import type { WinterLossesAnswer } from '@shared/schemas/winter-losses';
import { PageHeader } from '@/components/page-header';
import { QueryContent } from '@/components/query-content';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useWinterLosses } from '../api/get-winter-losses';
import type { WinterBar } from './winter-loss-chart';

// recharts is heavy: only this screen loads it, after the figures are shown.
const WinterLossChart = lazy(() => import('./winter-loss-chart').then((m) => ({ default: m.WinterLossChart })));

type Winter = WinterLossesAnswer['winters'][number];
type ApiaryRow = Winter['apiaries'][number];

const winterName = (winter: Winter) => (winter.inProgress ? `${winter.label} (${TEXT.inProgress})` : winter.label);
const rateText = ({ lossRatePercent }: WinterLossFigures) =>
  lossRatePercent === null ? TEXT.noRate : `${lossRatePercent.toFixed(1)}%`;

/** Saves the figures as the COLOSS survey's CSV, named for today. */
function downloadCsv(winters: Winter[]) {
  const url = URL.createObjectURL(new Blob([winterLossesCsv(winters)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = TEXT.fileName(toCalendarDate(new Date()));
  link.click();
  URL.revokeObjectURL(url);
}

/** `/winter-losses`: the loss rate per winter as a chart, each winter's figures by apiary, what they mean, the CSV. */
export function WinterLossesScreen() {
  const winterLosses = useWinterLosses();
  const winters = winterLosses.data?.winters ?? [];
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={TEXT.title}
        description={TEXT.subtitle}
        action={
          winters.length > 0 && (
            <Button size="lg" variant="outline" onClick={() => downloadCsv(winters)}>
              <Download aria-hidden="true" />
              {TEXT.download}
            </Button>
          )
        }
      />
      <QueryContent
        query={winterLosses}
        loading={<Spinner label="Loading winter losses..." className="py-8" />}
        what="your winter losses"
      >
        {({ winters: loaded }) =>
          loaded.length === 0 ? (
            <Card>
              <CardContent className="pt-5">
                <p className="text-stone-700">{TEXT.empty}</p>
              </CardContent>
            </Card>
          ) : (
            <>
              <RateChart winters={loaded} />
              {loaded.map((winter) => (
                <WinterTable key={winter.year} winter={winter} />
              ))}
              <Definition winters={loaded} />
            </>
          )
        }
      </QueryContent>
    </div>
  );
}

function RateChart({ winters }: { winters: Winter[] }) {
  const bars: WinterBar[] = [...winters]
    .reverse()
    .map((winter) => ({ label: winter.label, lossRatePercent: winter.total.lossRatePercent }));
  return (
    <Card role="region" aria-labelledby="winter-loss-chart-title">
      <CardHeader>
        <h2 id="winter-loss-chart-title" className="text-lg font-semibold text-stone-900">
          {TEXT.chartTitle}
        </h2>
        <CardDescription>
          {winters.map((winter) => `${winterName(winter)}: ${rateText(winter.total)}`).join(' · ')}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Suspense fallback={<Skeleton aria-hidden="true" className="h-60 w-full" />}>
          <WinterLossChart bars={bars} />
        </Suspense>
      </CardContent>
    </Card>
  );
}

const CELL = 'px-2 py-1.5 text-right align-top';
const FIGURE_COLUMNS = [
  [TEXT.columns.coloniesIntoWinter, (figures: WinterLossFigures) => figures.coloniesIntoWinter],
  [TEXT.columns.lostDead, (figures: WinterLossFigures) => figures.lost.dead],
  [TEXT.columns.lostQueen, (figures: WinterLossFigures) => figures.lost.queen_problem],
  [TEXT.columns.lostDisaster, (figures: WinterLossFigures) => figures.lost.disaster],
  [TEXT.columns.totalLost, (figures: WinterLossFigures) => figures.totalLost],
  [TEXT.columns.lossRate, rateText],
  [TEXT.columns.united, (figures: WinterLossFigures) => figures.united],
  [TEXT.columns.sold, (figures: WinterLossFigures) => figures.sold],
  [TEXT.columns.added, (figures: WinterLossFigures) => figures.addedDuringWinter],
] as const;

function FigureCells({ figures }: { figures: WinterLossFigures }) {
  return FIGURE_COLUMNS.map(([header, cell]) => (
    <td key={header} className={CELL}>
      {cell(figures)}
    </td>
  ));
}

/** One winter: a row per apiary with the causes, and the total. Scrolls sideways on a phone. */
function WinterTable({ winter }: { winter: Winter }) {
  const titleId = `winter-${String(winter.year)}-title`;
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <h2 id={titleId} className="text-lg font-semibold text-stone-900">
          {TEXT.tableCaption(winterName(winter))}
        </h2>
        <CardDescription>{TEXT.winterRate(rateText(winter.total))}</CardDescription>
      </CardHeader>
      <CardContent>
        {/* Focusable, so the keyboard can scroll it too. */}
        <div
          tabIndex={0}
          role="group"
          aria-labelledby={titleId}
          className="overflow-x-auto rounded-sm focus-visible:outline-2 focus-visible:outline-honey-700"
        >
          <table className="w-full min-w-[48rem] border-collapse text-sm wrap-normal">
            <caption className="sr-only">{TEXT.tableCaption(winterName(winter))}</caption>
            <thead>
              <tr className="border-b border-stone-200 text-stone-600">
                <th scope="col" className={`${CELL} text-left`}>
                  {TEXT.columns.apiary}
                </th>
                {FIGURE_COLUMNS.map(([header]) => (
                  <th key={header} scope="col" className={CELL}>
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {winter.apiaries.map((row) => (
                <tr key={row.apiaryId} className="border-b border-stone-100 text-stone-900">
                  <th scope="row" className={`${CELL} text-left font-medium`}>
                    {row.apiaryName}
                  </th>
                  <FigureCells figures={row} />
                </tr>
              ))}
              <tr className="font-semibold text-stone-900">
                <th scope="row" className={`${CELL} text-left`}>
                  {TEXT.allApiaries}
                </th>
                <FigureCells figures={winter.total} />
              </tr>
            </tbody>
          </table>
        </div>
      </CardContent>
    </Card>
  );
}

/** The hemisphere each apiary's winters are counted in, from its latest winter. */
function hemisphereText(row: ApiaryRow): string {
  if (!row.located) return TEXT.assumedNorthern;
  return row.hemisphere === 'southern' ? TEXT.southern : TEXT.northern;
}

function Definition({ winters }: { winters: Winter[] }) {
  const apiaries = new Map<string, ApiaryRow>();
  for (const row of winters.flatMap((winter) => winter.apiaries)) {
    if (!apiaries.has(row.apiaryId)) apiaries.set(row.apiaryId, row);
  }
  return (
    <Card role="region" aria-labelledby="winter-loss-definition-title">
      <CardHeader>
        <h2 id="winter-loss-definition-title" className="text-lg font-semibold text-stone-900">
          {TEXT.definitionTitle}
        </h2>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm text-stone-800">
        {TEXT.definition.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <h3 className="font-semibold text-stone-900">{TEXT.hemisphereTitle}</h3>
        <ul aria-label={TEXT.hemisphereTitle} className="flex flex-col gap-1">
          {[...apiaries.values()].map((row) => (
            <li key={row.apiaryId}>
              <span className="font-medium">{row.apiaryName}</span>: {hemisphereText(row)}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
