import { HIVE_HEALTH_NOT_INSPECTED } from '@shared/domain/hive';
import { HEALTH_LABELS, healthStatusTone } from '@shared/rules/health';
import type { DashboardMetrics } from '@shared/schemas/dashboard';

/** The overview's bars in order, best first, then the hives not inspected yet. */
const OVERVIEW_LABELS = [...HEALTH_LABELS, HIVE_HEALTH_NOT_INSPECTED] as const;

/**
 * Each bar's fill: the health tone's colour (green good, amber warning, stone neutral), Excellent a shade darker
 * than Good and hives not inspected lighter than Poor, so neighbours stay apart.
 */
const TONE_FILLS = { good: '#22c55e', warning: '#f59e0b', neutral: '#78716c' } as const;
const FILL_OVERRIDES: Partial<Record<(typeof OVERVIEW_LABELS)[number], string>> = {
  Excellent: '#15803d',
  [HIVE_HEALTH_NOT_INSPECTED]: '#d6d3d1',
};

export interface HealthOverviewBar {
  label: (typeof OVERVIEW_LABELS)[number];
  hives: number;
  fill: string;
}

/** The Colony Health Overview's bars from the metrics' hives by latest label. */
export function healthOverviewBars(hivesByHealth: DashboardMetrics['hivesByHealth']): HealthOverviewBar[] {
  return OVERVIEW_LABELS.map((label) => ({
    label,
    hives: hivesByHealth[label],
    fill: FILL_OVERRIDES[label] ?? TONE_FILLS[healthStatusTone(label)],
  }));
}

/** Whether any active hive has a label yet: before that the overview has no health data to show. */
export function hasHealthData(hivesByHealth: DashboardMetrics['hivesByHealth']): boolean {
  return HEALTH_LABELS.some((label) => hivesByHealth[label] > 0);
}
