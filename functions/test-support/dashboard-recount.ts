/**
 * What the dashboard would answer if it read every hive: the test oracle for the aggregates that spare it that read
 * (`functions/lib/data/hive-tallies.ts`). The month's trend can't be recounted (it remembers the month's start).
 */
import { HIVE_HEALTH_NOT_INSPECTED } from '../../shared/domain/hive';
import { HEALTH_LABELS, colonyHealthScore } from '../../shared/rules/health';
import type { DashboardMetrics } from '../../shared/schemas/dashboard';
import { HiveEntity } from '../lib/data/entities/hive';
import { monthOf } from '../lib/data/hive-tallies';

export async function recountDashboardMetrics(
  userId: string,
  month = monthOf(),
): Promise<Omit<DashboardMetrics, 'healthScoreChange'>> {
  const { data } = await HiveEntity.query.hivesOfUser({ userId }).go({ pages: 'all', consistent: true });
  const active = data.filter((hive) => hive.status === 'active');
  const labels = [...HEALTH_LABELS, HIVE_HEALTH_NOT_INSPECTED] as const;
  const hivesByHealth = Object.fromEntries(
    labels.map((label) => [label, active.filter((hive) => hive.healthStatus === label).length]),
  ) as DashboardMetrics['hivesByHealth'];
  return {
    totalHives: active.length,
    hivesAddedThisMonth: active.filter((hive) => monthOf(hive.createdAt) === month).length,
    healthScore: colonyHealthScore(hivesByHealth),
    hivesByHealth,
  };
}
