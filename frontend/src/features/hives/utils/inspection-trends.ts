import type { VarroaFigure, VarroaLevel } from '@shared/domain/varroa';
import { inspectionHealthLabel, type HealthLabel } from '@shared/rules/health';
import {
  monthOfCalendarDate,
  varroaFigure,
  varroaLevel,
  varroaThresholdPer100Bees,
  type VarroaContext,
} from '@shared/rules/varroa';
import type { Inspection } from '@shared/schemas/inspection';
import { DAY_MS } from '@shared/domain/durations';

/** The four scores the health label is the mean of, in the order the chart and its table show them. */
export const HEALTH_SCORE_FIELDS = ['broodPattern', 'temperament', 'population', 'foodStores'] as const;

/** One inspection as the hive page's chart and its table show it. */
export interface InspectionTrendRow {
  id: string;
  date: string;
  broodPattern: number;
  temperament: number;
  population: number;
  foodStores: number;
  health: HealthLabel;
  /** The varroa check's figure, when one was counted. */
  varroa: VarroaFigure | null;
  /** Where the figure stands for the apiary's month and hemisphere. */
  varroaLevel: VarroaLevel | null;
  /** A wash or roll's mites per 100 bees, one decimal (the chart's bars); null for a board or no count. */
  mitesPer100Bees: number | null;
  /** The wash-or-roll treatment threshold on that date for the apiary's hemisphere (the chart's line). */
  thresholdPer100Bees: number;
}

/** The chart's rows, oldest first, from inspections as the API lists them (newest first). */
export function inspectionTrendRows(inspections: readonly Inspection[], context: VarroaContext): InspectionTrendRow[] {
  return [...inspections].reverse().map((inspection) => {
    const month = monthOfCalendarDate(inspection.inspectionDate);
    const figure = varroaFigure(inspection);
    return {
      id: inspection.id,
      date: inspection.inspectionDate,
      broodPattern: inspection.broodPattern,
      temperament: inspection.temperament,
      population: inspection.population,
      foodStores: inspection.foodStores,
      health: inspectionHealthLabel(inspection, context),
      varroa: figure,
      varroaLevel: figure ? varroaLevel(figure, month, context) : null,
      mitesPer100Bees: figure?.unit === 'per100Bees' ? Math.round(figure.value * 10) / 10 : null,
      thresholdPer100Bees: varroaThresholdPer100Bees(month, context),
    };
  });
}

/** The least room either side of the first and last inspection, so one or two never sit on the plot's edges. */
const MIN_PAD_MS = 7 * DAY_MS;

/** Where the charts' points sit: both charts place one date at the same x, by time, not by row. */
export interface TrendTimeScale {
  /** The plot's span, in ms since the epoch, with room either side of the inspections. */
  domain: [number, number];
  /** One tick per inspection. */
  ticks: number[];
  /** Each row's time on the x axis. */
  at: (row: InspectionTrendRow) => number;
  /**
   * The threshold as steps across the whole plot: each inspection's threshold from its date, the first one from
   * the plot's left edge and the last to its right edge, so even one inspection draws a line, not a dot.
   */
  thresholdSteps: { time: number; thresholdPer100Bees: number }[];
}

/** The time scale the hive page's two charts share (rows oldest first, at least one). */
export function trendTimeScale(rows: readonly InspectionTrendRow[]): TrendTimeScale {
  const at = (row: InspectionTrendRow) => Date.parse(`${row.date}T12:00:00Z`);
  const ticks = rows.map(at);
  const first = ticks[0] ?? 0;
  const last = ticks[ticks.length - 1] ?? first;
  const pad = Math.max(MIN_PAD_MS, (last - first) * 0.05);
  const domain: [number, number] = [first - pad, last + pad];
  const steps = rows.map((row) => ({ time: at(row), thresholdPer100Bees: row.thresholdPer100Bees }));
  const firstThreshold = rows[0]?.thresholdPer100Bees ?? 0;
  const lastThreshold = rows[rows.length - 1]?.thresholdPer100Bees ?? firstThreshold;
  return {
    domain,
    ticks,
    at,
    thresholdSteps: [
      { time: domain[0], thresholdPer100Bees: firstThreshold },
      ...steps,
      { time: domain[1], thresholdPer100Bees: lastThreshold },
    ],
  };
}
