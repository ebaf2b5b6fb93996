import { HIVE_HEALTH_NOT_INSPECTED } from '../domain/hive';
import type { VarroaCheck } from '../domain/varroa';
import type { Inspection } from '../schemas/inspection';
import { monthOfCalendarDate, varroaFigure, varroaLevel, type VarroaContext } from './varroa';

/** The four inspection scores that make up a colony's health (small hive beetle counts as a finding, not a score). */
export type HealthScores = Pick<Inspection, 'broodPattern' | 'temperament' | 'population' | 'foodStores'>;

/** What a health label is read from: the four scores and, when the inspection counted mites, its varroa check. */
export type HealthReading = HealthScores & VarroaCheck & { inspectionDate?: string };

export const HEALTH_LABELS = ['Excellent', 'Good', 'Fair', 'Poor'] as const;
export type HealthLabel = (typeof HEALTH_LABELS)[number];

/** Lowest mean score for each label, best first; anything lower is Poor. */
const HEALTH_LABEL_THRESHOLDS: readonly { minMean: number; label: HealthLabel }[] = [
  { minMean: 4, label: 'Excellent' },
  { minMean: 3, label: 'Good' },
  { minMean: 2, label: 'Fair' },
];

function meanScore({ broodPattern, temperament, population, foodStores }: HealthScores): number {
  return (broodPattern + temperament + population + foodStores) / 4;
}

/**
 * The best label a colony at the varroa treatment threshold can carry. A colony carrying that many mites declines
 * and spreads viruses however busy its frames look: at or above the threshold (HBHC, *Tools for Varroa Management*,
 * Table 1; UK National Bee Unit, *Managing Varroa*, for boards; see notes/beekeeping-science.md "Action
 * thresholds") it needs treating, so it reads Fair at best, never Good or Excellent.
 */
const BEST_LABEL_OVER_VARROA_THRESHOLD: HealthLabel = 'Fair';

function overVarroaThreshold(reading: HealthReading, varroa: VarroaContext): boolean {
  const figure = varroaFigure(reading);
  if (!figure || !reading.inspectionDate) return false;
  return varroaLevel(figure, monthOfCalendarDate(reading.inspectionDate), varroa) === 'treat';
}

/**
 * An inspection's health label from the mean of its four scores (>=4 Excellent, >=3 Good, >=2 Fair, else Poor),
 * capped at Fair when its mite count is at the treatment threshold for the apiary's month and hemisphere.
 */
export function inspectionHealthLabel(reading: HealthReading, varroa: VarroaContext = {}): HealthLabel {
  const mean = meanScore(reading);
  const byScores = HEALTH_LABEL_THRESHOLDS.find(({ minMean }) => mean >= minMean)?.label ?? 'Poor';
  if (!overVarroaThreshold(reading, varroa)) return byScores;
  const best = HEALTH_LABELS.indexOf(BEST_LABEL_OVER_VARROA_THRESHOLD);
  return HEALTH_LABELS[Math.max(HEALTH_LABELS.indexOf(byScores), best)] ?? byScores;
}

/** A hive's healthStatus: the label of its latest inspection, or 'Not inspected' before the first. */
export function hiveHealthStatus(latestInspection: HealthReading | null, varroa: VarroaContext = {}): string {
  return latestInspection ? inspectionHealthLabel(latestInspection, varroa) : HIVE_HEALTH_NOT_INSPECTED;
}

/** Hives counted by the label of their latest inspection (the dashboard's Colony Health Overview). */
export type HiveCountsByHealth = Record<HealthLabel, number>;

/** The labels that count as a healthy colony on the dashboard. */
const HEALTHY_LABELS: readonly HealthLabel[] = ['Excellent', 'Good'];

/**
 * The dashboard's colony health in whole percent: the share of inspected hives whose latest inspection is labelled
 * Good or Excellent (hives never inspected don't count either way); null when no hive was inspected yet.
 */
export function colonyHealthScore(hivesByHealth: HiveCountsByHealth): number | null {
  const inspected = HEALTH_LABELS.reduce((sum, label) => sum + hivesByHealth[label], 0);
  if (inspected === 0) return null;
  const healthy = HEALTHY_LABELS.reduce((sum, label) => sum + hivesByHealth[label], 0);
  return Math.round((healthy / inspected) * 100);
}

/** How a health status is coloured: good (green), warning (amber) or neutral. */
export const HEALTH_TONES = ['good', 'warning', 'neutral'] as const;
export type HealthTone = (typeof HEALTH_TONES)[number];

const HEALTH_STATUS_TONES = new Map<string, HealthTone>([
  ['Excellent', 'good'],
  ['Healthy', 'good'],
  ['Good', 'good'],
  ['Needs Attention', 'warning'],
  ['Fair', 'warning'],
]);

/** Excellent, Healthy, Good are good; Needs Attention, Fair a warning; anything else (Poor, Not inspected) neutral. */
export function healthStatusTone(healthStatus: string): HealthTone {
  return HEALTH_STATUS_TONES.get(healthStatus) ?? 'neutral';
}
