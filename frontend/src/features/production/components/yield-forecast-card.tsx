import { useState } from 'react';
import { Link } from 'react-router-dom';
import { countOf } from '@shared/count-of';
import { formatWeight, type UnitSystem } from '@shared/rules/units';
import type { ColonyStrength, HiveYieldForecast, YieldForecast } from '@shared/rules/yield-forecast';
import { DEFAULT_USER_PREFERENCES } from '@shared/domain/user-preferences';
import { useUser } from '@/api/get-user';
import { QueryContent } from '@/components/query-content';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useYieldForecast } from '../api/get-yield-forecast';

/** Hives listed before "Show all": a commercial beekeeper's thousand would bury the explanation below them. */
const HIVES_SHOWN = 10;

const STRENGTH_BADGES: Record<ColonyStrength, { label: string; tone: 'green' | 'neutral' | 'amber' | 'blue' }> = {
  strong: { label: 'Strong', tone: 'green' },
  average: { label: 'Average', tone: 'neutral' },
  weak: { label: 'Weak', tone: 'amber' },
  not_inspected: { label: 'Not inspected', tone: 'blue' },
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
  const units = useUser().data?.preferences.units;
  const forecast = useYieldForecast(units);
  return (
    <Card role="region" aria-labelledby="yield-forecast-title">
      <CardHeader>
        <h2 id="yield-forecast-title" className="text-lg font-semibold text-stone-900">
          Yield Forecast
        </h2>
        {forecast.data && (
          <p className="text-sm text-stone-600">Honey expected this season ({seasonLabel(forecast.data)}).</p>
        )}
      </CardHeader>
      <CardContent>
        <QueryContent
          query={forecast}
          loading={<Spinner label="Loading the yield forecast..." className="py-6" />}
          what="your yield forecast"
        >
          {(data) => <ForecastContent forecast={data} units={units ?? DEFAULT_USER_PREFERENCES.units} />}
        </QueryContent>
      </CardContent>
    </Card>
  );
}

function ForecastContent({ forecast, units }: { forecast: YieldForecast; units: UnitSystem }) {
  if (forecast.hives.length === 0) {
    return (
      <div className="flex flex-col items-start gap-2">
        <p className="text-stone-700">No active hives to forecast yet: the forecast counts your active hives.</p>
        <Link
          to={paths.app.hives.getHref()}
          className="inline-flex min-h-9 items-center rounded-sm px-1 text-sm font-medium text-honey-800 underline underline-offset-2"
        >
          Go to your hives
        </Link>
      </div>
    );
  }
  const { total } = forecast;
  // Nothing more to come (the season's harvest months are past): three equal figures would only repeat the harvest.
  const harvestIsIn = total.highLbs <= total.harvestedLbs;
  return (
    <div className="flex flex-col gap-5">
      {harvestIsIn ? (
        <p className="rounded-md bg-honey-50 p-3 text-sm text-stone-800 ring-1 ring-honey-200">
          {total.harvestedLbs > 0
            ? "This season's harvest is in: nothing more is expected before next season."
            : 'No honey was harvested this season, and none is expected before next season.'}
        </p>
      ) : (
        <dl className="grid grid-cols-3 gap-2 text-center">
          {(
            [
              ['Low', total.lowLbs],
              ['Expected', total.expectedLbs],
              ['High', total.highLbs],
            ] as const
          ).map(([label, lbs]) => (
            <div
              key={label}
              className={
                label === 'Expected' ? 'rounded-md bg-honey-50 p-2 ring-1 ring-honey-200' : 'rounded-md bg-stone-50 p-2'
              }
            >
              <dt className="text-xs font-medium text-stone-600">{label}</dt>
              <dd className="text-base font-semibold text-stone-900 sm:text-lg">{formatWeight(lbs, units)}</dd>
            </div>
          ))}
        </dl>
      )}
      {/* With nothing harvested, the notice above (or the figures) already says so: no "0 lbs" line. */}
      {total.harvestedLbs > 0 && (
        <p className="text-sm text-stone-700">
          {harvestIsIn ? 'Harvested this season' : 'Already harvested this season'}:{' '}
          <span className="font-semibold text-stone-900">{formatWeight(total.harvestedLbs, units)}</span>
        </p>
      )}
      <HiveForecasts hives={forecast.hives} units={units} harvestIsIn={harvestIsIn} />
      <section aria-labelledby="yield-forecast-inputs" className="flex flex-col gap-2">
        <h3 id="yield-forecast-inputs" className="font-semibold text-stone-900">
          How this figure was made
        </h3>
        <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-stone-700">
          {forecast.inputs.map(({ key, label, detail }) => (
            <li key={key}>
              <span className="font-medium text-stone-900">{label}:</span> {detail}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

interface HiveForecastsProps {
  hives: HiveYieldForecast[];
  units: UnitSystem;
  harvestIsIn: boolean;
}

function HiveForecasts({ hives, units, harvestIsIn }: HiveForecastsProps) {
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? hives : hives.slice(0, HIVES_SHOWN);
  return (
    <section aria-labelledby="yield-forecast-hives" className="flex flex-col gap-2">
      <h3 id="yield-forecast-hives" className="font-semibold text-stone-900">
        Per hive
      </h3>
      <ul id="yield-forecast-hive-list" className="flex flex-col divide-y divide-stone-200">
        {shown.map((hive) => {
          const strength = STRENGTH_BADGES[hive.strength];
          return (
            <li key={hive.hiveId} className="flex flex-col gap-1 py-2">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium text-stone-900">{hive.hiveName}</span>
                <Badge tone={strength.tone}>{strength.label}</Badge>
              </div>
              <p className="text-sm text-stone-700">
                {harvestIsIn ? hiveHarvest(hive, units) : hiveRange(hive, units)}
              </p>
            </li>
          );
        })}
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
          {showAll ? `Show the first ${HIVES_SHOWN} hives` : `Show all ${countOf(hives.length, 'hive', 'hives')}`}
        </Button>
      )}
    </section>
  );
}

/** "Expected 45 lbs (from 30 lbs to 60 lbs), 12 lbs harvested": a hive's season still under way. */
function hiveRange(hive: HiveYieldForecast, units: UnitSystem): string {
  const range = `Expected ${formatWeight(hive.expectedLbs, units)} (from ${formatWeight(hive.lowLbs, units)} to ${formatWeight(hive.highLbs, units)})`;
  return hive.harvestedLbs > 0 ? `${range}, ${formatWeight(hive.harvestedLbs, units)} harvested` : range;
}

/** "Harvested 40 lbs", or "Nothing harvested": a hive's season that is over. */
function hiveHarvest(hive: HiveYieldForecast, units: UnitSystem): string {
  return hive.harvestedLbs > 0 ? `Harvested ${formatWeight(hive.harvestedLbs, units)}` : 'Nothing harvested';
}
