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

/** The four scores the health label is the mean of, in the order the chart and its table show them. */
export const HEALTH_SCORE_FIELDS = [
  { key: 'broodPattern', label: 'Brood pattern' },
  { key: 'temperament', label: 'Temperament' },
  { key: 'population', label: 'Population' },
  { key: 'foodStores', label: 'Food stores' },
] as const;

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
