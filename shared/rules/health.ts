import { HIVE_HEALTH_NOT_INSPECTED } from '../domain/hive';
import type { Inspection } from '../schemas/inspection';
import { RATING_SCALE } from '../domain/rating';

/** The four inspection scores that make up a colony's health (small hive beetle counts as a finding, not a score). */
export type HealthScores = Pick<Inspection, 'broodPattern' | 'temperament' | 'population' | 'foodStores'>;

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

/** An inspection's health label from the mean of its four scores: >=4 Excellent, >=3 Good, >=2 Fair, else Poor. */
export function inspectionHealthLabel(scores: HealthScores): HealthLabel {
  const mean = meanScore(scores);
  return HEALTH_LABEL_THRESHOLDS.find(({ minMean }) => mean >= minMean)?.label ?? 'Poor';
}

/** A hive's healthStatus: the label of its latest inspection, or 'Not inspected' before the first. */
export function hiveHealthStatus(latestInspection: HealthScores | null): string {
  return latestInspection ? inspectionHealthLabel(latestInspection) : HIVE_HEALTH_NOT_INSPECTED;
}

/**
 * The dashboard's colony health in percent: the mean score of each hive's latest inspection against the top of the
 * scale (all 5s = 100, all 3s = 60), averaged over the hives and rounded; null when no hive was inspected yet.
 */
export function colonyHealthScore(latestInspections: readonly HealthScores[]): number | null {
  if (latestInspections.length === 0) return null;
  const meanOfMeans = latestInspections.reduce((sum, scores) => sum + meanScore(scores), 0) / latestInspections.length;
  return Math.round((meanOfMeans / RATING_SCALE.max) * 100);
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
