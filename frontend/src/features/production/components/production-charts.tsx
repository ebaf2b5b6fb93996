import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { UnitSystem } from '@shared/rules/units';
import { weightLabel } from './production-labels';

/** Honey and Tailwind's stone on white: this year strong, the year before muted. */
const THIS_YEAR_COLOUR = '#b45309';
const LAST_YEAR_COLOUR = '#a8a29e';
const CHART_HEIGHT = 240;
const MARGIN = { top: 8, right: 8, bottom: 0, left: -16 };

/** A month's honey by weight in lbs, the year shown and the one before: the chart converts to the beekeeper's units. */
export interface MonthBar {
  month: string;
  thisYearLbs: number;
  lastYearLbs: number;
}

/** A hive's harvest by weight in lbs. */
export interface HiveBar {
  hiveName: string;
  lbs: number;
}

/** Weights are charted in lbs and labelled in the beekeeper's units and language (converted and rounded once). */
const weightTick = (system: UnitSystem) => (lbs: number) => weightLabel(lbs, system);

/**
 * The production screen's charts (recharts, in a chunk of their own that only this screen loads). Hidden from
 * screen readers, which read the same figures in the tables beside them; the charts take no focus. Their words are
 * already the language's (months and figures from Intl, names from the catalogue) or the beekeeper's (hive names), so
 * browser translators leave them be.
 */
export function HoneyByMonthChart({
  bars,
  year,
  system,
}: {
  bars: readonly MonthBar[];
  year: number;
  system: UnitSystem;
}) {
  return (
    <div aria-hidden="true" translate="no" data-testid="honey-by-month-chart">
      <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
        <BarChart data={[...bars]} accessibilityLayer={false} margin={MARGIN}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e7e5e4" />
          <XAxis dataKey="month" fontSize={12} />
          <YAxis tickFormatter={weightTick(system)} fontSize={12} width={72} />
          <Tooltip formatter={(lbs) => weightTick(system)(Number(lbs))} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar dataKey="thisYearLbs" name={String(year)} fill={THIS_YEAR_COLOUR} isAnimationActive={false} />
          <Bar dataKey="lastYearLbs" name={String(year - 1)} fill={LAST_YEAR_COLOUR} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

export function HarvestByHiveChart({
  bars,
  system,
  weightName,
}: {
  bars: readonly HiveBar[];
  system: UnitSystem;
  /** The tooltip's name for a bar: "Weight" in the language shown. */
  weightName: string;
}) {
  // One bar per hive, each on a row of its own (the caller charts the leading hives, the table lists them all).
  const height = Math.max(CHART_HEIGHT, bars.length * 28 + 40);
  return (
    <div aria-hidden="true" translate="no" data-testid="harvest-by-hive-chart">
      <ResponsiveContainer width="100%" height={height}>
        <BarChart data={[...bars]} layout="vertical" accessibilityLayer={false} margin={MARGIN}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e7e5e4" />
          <XAxis type="number" tickFormatter={weightTick(system)} fontSize={12} />
          <YAxis type="category" dataKey="hiveName" fontSize={12} width={96} />
          <Tooltip formatter={(lbs) => weightTick(system)(Number(lbs))} />
          <Bar dataKey="lbs" name={weightName} fill={THIS_YEAR_COLOUR} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
