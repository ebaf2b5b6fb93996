import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { UnitSystem } from '@shared/rules/units';
import type { ColonyStrength, ForecastInputNote, HiveYieldForecast, YieldForecast } from '@shared/rules/yield-forecast';
import { COLONY_STRENGTHS } from '@shared/domain/yield-forecast';
import { QueryContent } from '@/components/query-content';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useUnitSystem } from '@/hooks/use-unit-system';
import { useMessages } from '@/lib/i18n/catalog';
import { formatDate, formatNumber } from '@/lib/i18n/format';
import { useYieldForecast } from '../api/get-yield-forecast';
import { productionMessages } from '../messages';
import { weightLabel, type ProductionWords } from './production-labels';

/** Hives listed before "Show all": a commercial beekeeper's thousand would bury the explanation below them. */
const HIVES_SHOWN = 10;

const STRENGTH_TONES: Record<ColonyStrength, 'green' | 'neutral' | 'amber' | 'blue'> = {
  strong: 'green',
  average: 'neutral',
  weak: 'amber',
  not_inspected: 'blue',
};

/** The season as the beekeeper names it: 2026 in the north, 2025-26 in the south (July to June). */
function seasonLabel({ season, hemisphere }: Pick<YieldForecast, 'season' | 'hemisphere'>): string {
  return hemisphere === 'southern' ? `${season}-${String(season + 1).slice(2)}` : String(season);
}

/**
 * The production screen's Yield Forecast: this season's honey, low / expected / high in the beekeeper's units,
 * what is already harvested, each active hive's range and strength, and the inputs that made the figure.
 */
export function YieldForecastCard() {
  const t = useMessages(productionMessages);
  const units = useUnitSystem();
  const forecast = useYieldForecast();
  return (
    <Card role="region" aria-labelledby="yield-forecast-title">
      <CardHeader>
        <h2 id="yield-forecast-title" className="text-lg font-semibold text-stone-900">
          {t('forecast.title')}
        </h2>
        {forecast.data && (
          <p className="text-sm text-stone-600">{t('forecast.season', { season: seasonLabel(forecast.data) })}</p>
        )}
      </CardHeader>
      <CardContent>
        <QueryContent
          query={forecast}
          loading={<Spinner label={t('forecast.loading')} className="py-6" />}
          what={t('forecast.what')}
        >
          {(data) => <ForecastContent forecast={data} units={units} />}
        </QueryContent>
      </CardContent>
    </Card>
  );
}

function ForecastContent({ forecast, units }: { forecast: YieldForecast; units: UnitSystem }) {
  const t = useMessages(productionMessages);
  if (forecast.hives.length === 0) {
    return (
      <div className="flex flex-col items-start gap-2">
        <p className="text-stone-700">{t('forecast.noHives')}</p>
        <Link
          to={paths.app.hives.getHref()}
          className="inline-flex min-h-9 items-center rounded-sm px-1 text-sm font-medium text-honey-800 underline underline-offset-2"
        >
          {t('forecast.goToHives')}
        </Link>
      </div>
    );
  }
  const { total } = forecast;
  // Nothing more to come (the season's harvest months are past): three equal figures would only repeat the harvest.
  const harvestIsIn = total.highLbs <= total.harvestedLbs;
  const figures = [
    ['low', t('forecast.low'), total.lowLbs],
    ['expected', t('forecast.expected'), total.expectedLbs],
    ['high', t('forecast.high'), total.highLbs],
  ] as const;
  return (
    <div className="flex flex-col gap-5">
      {harvestIsIn ? (
        <p className="rounded-md bg-honey-50 p-3 text-sm text-stone-800 ring-1 ring-honey-200">
          {total.harvestedLbs > 0 ? t('forecast.harvestIn') : t('forecast.noneHarvested')}
        </p>
      ) : (
        <dl className="grid grid-cols-3 gap-2 text-center">
          {figures.map(([figure, label, lbs]) => (
            <div
              key={figure}
              className={
                figure === 'expected'
                  ? 'rounded-md bg-honey-50 p-2 ring-1 ring-honey-200'
                  : 'rounded-md bg-stone-50 p-2'
              }
            >
              <dt className="text-xs font-medium text-stone-600">{label}</dt>
              <dd className="text-base font-semibold text-stone-900 sm:text-lg">{weightLabel(lbs, units)}</dd>
            </div>
          ))}
        </dl>
      )}
      {/* With nothing harvested, the notice above (or the figures) already says so: no "0 lbs" line. */}
      {total.harvestedLbs > 0 && (
        <p className="text-sm text-stone-700">
          {t('forecast.inputLabel', {
            label: t(harvestIsIn ? 'forecast.harvestedThisSeason' : 'forecast.alreadyHarvested'),
          })}{' '}
          <span className="font-semibold text-stone-900">{weightLabel(total.harvestedLbs, units)}</span>
        </p>
      )}
      <HiveForecasts hives={forecast.hives} units={units} harvestIsIn={harvestIsIn} />
      <section aria-labelledby="yield-forecast-inputs" className="flex flex-col gap-2">
        <h3 id="yield-forecast-inputs" className="font-semibold text-stone-900">
          {t('forecast.howMade')}
        </h3>
        <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-stone-700">
          {forecast.inputs.map((note) => (
            <li key={note.key}>
              <span className="font-medium text-stone-900">
                {t('forecast.inputLabel', { label: t(`forecast.input.${note.key}`) })}
              </span>{' '}
              {inputDetail(t, note, units)}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/** A month's short name in the language shown: "Jun", "Juni". */
const shortMonth = (month: number) => formatDate(`2000-${String(month).padStart(2, '0')}-01`, { month: 'short' });

/** A share in percent, written the language's way: "33%", "33 %". */
const percent = (value: number) => formatNumber(value / 100, { style: 'percent' });

/** An input behind the figure, written from its facts: "2 seasons, 58.1 lbs per hive on average". */
function inputDetail(t: ProductionWords, note: ForecastInputNote, units: UnitSystem): string {
  switch (note.key) {
    case 'active_hives':
      return t('forecast.detail.activeHives', { count: note.count });
    case 'history':
      return note.perHiveLbs === null
        ? t('forecast.detail.noHistory')
        : t('forecast.detail.history', { seasons: note.seasons, weight: weightLabel(note.perHiveLbs, units) });
    case 'baseline':
      return t(`forecast.detail.baseline.${note.region}`, { weight: weightLabel(note.perColonyLbs, units) });
    case 'weighting':
      return t('forecast.detail.weighting', {
        history: percent(note.historyPercent),
        baseline: percent(100 - note.historyPercent),
      });
    case 'harvest_months':
      return t(`forecast.detail.months.${note.source}`, { months: note.months.map(shortMonth).join(', ') });
    case 'season_progress':
      return t('forecast.detail.seasonProgress', { share: percent(note.toComePercent), hemisphere: note.hemisphere });
    case 'harvested':
      return weightLabel(note.lbs, units);
    case 'scale_gain':
      return t('forecast.detail.scaleGain', { hives: note.hives, weight: weightLabel(note.lbs, units) });
    case 'colony_strength':
      return COLONY_STRENGTHS.filter((strength) => note.hives[strength] > 0)
        .map((strength) => t(`forecast.detail.strength.${strength}`, { count: note.hives[strength] }))
        .join(', ');
  }
}

interface HiveForecastsProps {
  hives: HiveYieldForecast[];
  units: UnitSystem;
  harvestIsIn: boolean;
}

function HiveForecasts({ hives, units, harvestIsIn }: HiveForecastsProps) {
  const t = useMessages(productionMessages);
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? hives : hives.slice(0, HIVES_SHOWN);
  return (
    <section aria-labelledby="yield-forecast-hives" className="flex flex-col gap-2">
      <h3 id="yield-forecast-hives" className="font-semibold text-stone-900">
        {t('forecast.perHive')}
      </h3>
      <ul id="yield-forecast-hive-list" className="flex flex-col divide-y divide-stone-200">
        {shown.map((hive) => (
          <li key={hive.hiveId} className="flex flex-col gap-1 py-2">
            <div className="flex flex-wrap items-center gap-2">
              <span translate="no" className="font-medium text-stone-900">
                {hive.hiveName}
              </span>
              <Badge tone={STRENGTH_TONES[hive.strength]}>{t(`strength.${hive.strength}`)}</Badge>
            </div>
            <p className="text-sm text-stone-700">
              {harvestIsIn ? hiveHarvest(t, hive, units) : hiveRange(t, hive, units)}
            </p>
          </li>
        ))}
      </ul>
      {hives.length > HIVES_SHOWN && (
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          aria-expanded={showAll}
          aria-controls="yield-forecast-hive-list"
          onClick={() => setShowAll((shownAll) => !shownAll)}
        >
          {showAll ? t('forecast.showFirst', { count: HIVES_SHOWN }) : t('forecast.showAll', { count: hives.length })}
        </Button>
      )}
    </section>
  );
}

/** "Expected 45 lbs (from 30 lbs to 60 lbs), 12 lbs harvested": a hive's season still under way. */
function hiveRange(t: ProductionWords, hive: HiveYieldForecast, units: UnitSystem): string {
  const range = {
    expected: weightLabel(hive.expectedLbs, units),
    low: weightLabel(hive.lowLbs, units),
    high: weightLabel(hive.highLbs, units),
  };
  return hive.harvestedLbs > 0
    ? t('forecast.rangeHarvested', { ...range, harvested: weightLabel(hive.harvestedLbs, units) })
    : t('forecast.range', range);
}

/** "Harvested 40 lbs", or "Nothing harvested": a hive's season that is over. */
function hiveHarvest(t: ProductionWords, hive: HiveYieldForecast, units: UnitSystem): string {
  return hive.harvestedLbs > 0
    ? t('forecast.harvested', { weight: weightLabel(hive.harvestedLbs, units) })
    : t('forecast.nothingHarvested');
}
