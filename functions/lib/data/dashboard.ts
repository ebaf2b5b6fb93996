/**
 * The dashboard's figures, all from aggregates kept beside the beekeeper's records (`hive-tallies.ts`): one
 * BatchGet whatever the number of hives and inspections.
 */
import { colonyHealthScore } from '../../../shared/rules/health';
import type { DashboardMetrics } from '../../../shared/schemas/dashboard';
import type { Caller } from '../caller';
import { getHiveTallies } from './hive-tallies';

function sum(counts: Record<string, number>): number {
  return Object.values(counts).reduce((total, count) => total + count, 0);
}

/** What `GET /api/dashboard/metrics` answers: active hives, those added this month, and colony health with its trend. */
export async function getDashboardMetrics(caller: Caller): Promise<DashboardMetrics> {
  const { now, monthStart, addedThisMonth } = await getHiveTallies(caller);
  const healthScore = colonyHealthScore(now);
  const healthScoreAtMonthStart = colonyHealthScore(monthStart);
  return {
    totalHives: sum(now),
    hivesAddedThisMonth: addedThisMonth,
    healthScore,
    healthScoreChange:
      healthScore === null || healthScoreAtMonthStart === null ? null : healthScore - healthScoreAtMonthStart,
    hivesByHealth: now,
  };
}
