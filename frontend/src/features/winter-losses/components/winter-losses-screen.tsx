import { Download } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { WINTER_LOSS_MESSAGES } from '@shared/messages/winter-losses-screen';
import { toCalendarDate } from '@shared/rules/calendar';
import { winterLossesCsv, type WinterLossFigures } from '@shared/rules/winter-losses';
import type { WinterLossesAnswer } from '@shared/schemas/winter-losses';
import { PageHeader } from '@/components/page-header';
import { QueryContent } from '@/components/query-content';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useMessages } from '@/lib/i18n/catalog';
import { formatNumber } from '@/lib/i18n/format';
import { useWinterLosses } from '../api/get-winter-losses';
import { winterLossMessages, type WinterLossText } from '../messages';
import type { WinterBar } from './winter-loss-chart';

// recharts is heavy: only this screen loads it, after the figures are shown.
const WinterLossChart = lazy(() => import('./winter-loss-chart').then((m) => ({ default: m.WinterLossChart })));

type Winter = WinterLossesAnswer['winters'][number];
type ApiaryRow = Winter['apiaries'][number];

const winterName = (t: WinterLossText, winter: Winter) =>
  winter.inProgress ? t('winterInProgress', { winter: winter.label }) : winter.label;

/** '33.3%', '33,3 %': a rate as the beekeeper's language writes it; a dash without colonies to count. */
const rateText = ({ lossRatePercent }: Pick<WinterLossFigures, 'lossRatePercent'>) =>
  lossRatePercent === null
    ? '–'
    : formatNumber(lossRatePercent / 100, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });

const FIGURE_COLUMNS = [
  ['columns.coloniesIntoWinter', (figures: WinterLossFigures) => figures.coloniesIntoWinter],
  ['columns.lostDead', (figures: WinterLossFigures) => figures.lost.dead],
  ['columns.lostQueen', (figures: WinterLossFigures) => figures.lost.queen_problem],
  ['columns.lostDisaster', (figures: WinterLossFigures) => figures.lost.disaster],
  ['columns.totalLost', (figures: WinterLossFigures) => figures.totalLost],
  ['columns.lossRate', rateText],
  ['columns.united', (figures: WinterLossFigures) => figures.united],
  ['columns.sold', (figures: WinterLossFigures) => figures.sold],
  ['columns.added', (figures: WinterLossFigures) => figures.addedDuringWinter],
] as const;

/** Saves the figures as the COLOSS survey's CSV, its headers in the beekeeper's language, named for today. */
function downloadCsv(t: WinterLossText, winters: Winter[]) {
  const csv = winterLossesCsv(winters, {
    columns: [t('columns.winter'), t('columns.apiary'), ...FIGURE_COLUMNS.map(([key]) => t(key))],
    allApiaries: t('allApiaries'),
  });
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = WINTER_LOSS_MESSAGES.fileName(toCalendarDate(new Date()));
  link.click();
  URL.revokeObjectURL(url);
}

/** `/winter-losses`: the loss rate per winter as a chart, each winter's figures by apiary, what they mean, the CSV. */
export function WinterLossesScreen() {
  const t = useMessages(winterLossMessages);
  const winterLosses = useWinterLosses();
  const winters = winterLosses.data?.winters ?? [];
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('title')}
        description={t('subtitle')}
        action={
          winters.length > 0 && (
            <Button size="lg" variant="outline" onClick={() => downloadCsv(t, winters)}>
              <Download aria-hidden="true" />
              {t('download')}
            </Button>
          )
        }
      />
      <QueryContent
        query={winterLosses}
        loading={<Spinner label={t('loading')} className="py-8" />}
        what={t('loadWhat')}
      >
        {({ winters: loaded }) =>
          loaded.length === 0 ? (
            <Card>
              <CardContent className="pt-5">
                <p className="text-stone-700">{t('empty')}</p>
              </CardContent>
            </Card>
          ) : (
            <>
              <RateChart t={t} winters={loaded} />
              {loaded.map((winter) => (
                <WinterTable key={winter.year} t={t} winter={winter} />
              ))}
              <Definition t={t} winters={loaded} />
            </>
          )
        }
      </QueryContent>
    </div>
  );
}

function RateChart({ t, winters }: { t: WinterLossText; winters: Winter[] }) {
  const bars: WinterBar[] = [...winters]
    .reverse()
    .map((winter) => ({ label: winter.label, lossRatePercent: winter.total.lossRatePercent }));
  return (
    <Card role="region" aria-labelledby="winter-loss-chart-title">
      <CardHeader>
        <h2 id="winter-loss-chart-title" className="text-lg font-semibold text-stone-900">
          {t('chartTitle')}
        </h2>
        <CardDescription>
          {winters.map((winter) => `${winterName(t, winter)}: ${rateText(winter.total)}`).join(' · ')}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Suspense fallback={<Skeleton aria-hidden="true" className="h-60 w-full" />}>
          <WinterLossChart bars={bars} seriesName={t('chartLabel')} formatRate={rateText} />
        </Suspense>
      </CardContent>
    </Card>
  );
}

const CELL = 'px-2 py-1.5 text-right align-top';

function FigureCells({ figures }: { figures: WinterLossFigures }) {
  return FIGURE_COLUMNS.map(([key, cell]) => (
    <td key={key} className={CELL}>
      {cell(figures)}
    </td>
  ));
}

/** One winter: a row per apiary with the causes, and the total. Scrolls sideways on a phone. */
function WinterTable({ t, winter }: { t: WinterLossText; winter: Winter }) {
  const titleId = `winter-${String(winter.year)}-title`;
  const caption = t('tableCaption', { winter: winterName(t, winter) });
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <h2 id={titleId} className="text-lg font-semibold text-stone-900">
          {caption}
        </h2>
        <CardDescription>{t('winterRate', { rate: rateText(winter.total) })}</CardDescription>
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
            <caption className="sr-only">{caption}</caption>
            <thead>
              <tr className="border-b border-stone-200 text-stone-600">
                <th scope="col" className={`${CELL} text-left`}>
                  {t('columns.apiary')}
                </th>
                {FIGURE_COLUMNS.map(([key]) => (
                  <th key={key} scope="col" className={CELL}>
                    {t(key)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {winter.apiaries.map((row) => (
                <tr key={row.apiaryId} className="border-b border-stone-100 text-stone-900">
                  <th scope="row" translate="no" className={`${CELL} text-left font-medium`}>
                    {row.apiaryName}
                  </th>
                  <FigureCells figures={row} />
                </tr>
              ))}
              <tr className="font-semibold text-stone-900">
                <th scope="row" className={`${CELL} text-left`}>
                  {t('allApiaries')}
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
function hemisphereText(t: WinterLossText, row: ApiaryRow): string {
  if (!row.located) return t('assumedNorthern');
  return row.hemisphere === 'southern' ? t('southern') : t('northern');
}

const DEFINITION = ['definition1', 'definition2', 'definition3', 'definition4'] as const;

function Definition({ t, winters }: { t: WinterLossText; winters: Winter[] }) {
  const apiaries = new Map<string, ApiaryRow>();
  for (const row of winters.flatMap((winter) => winter.apiaries)) {
    if (!apiaries.has(row.apiaryId)) apiaries.set(row.apiaryId, row);
  }
  return (
    <Card role="region" aria-labelledby="winter-loss-definition-title">
      <CardHeader>
        <h2 id="winter-loss-definition-title" className="text-lg font-semibold text-stone-900">
          {t('definitionTitle')}
        </h2>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm text-stone-800">
        {DEFINITION.map((key) => (
          <p key={key}>{t(key)}</p>
        ))}
        <h3 className="font-semibold text-stone-900">{t('hemisphereTitle')}</h3>
        <ul aria-label={t('hemisphereTitle')} className="flex flex-col gap-1">
          {[...apiaries.values()].map((row) => (
            <li key={row.apiaryId}>
              <span translate="no" className="font-medium">
                {row.apiaryName}
              </span>
              : {hemisphereText(t, row)}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
