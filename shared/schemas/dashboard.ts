import * as z from 'zod';
import { HIVE_HEALTH_NOT_INSPECTED } from '../domain/hive';

/**
 * What `GET /api/dashboard/metrics` answers, all computed from aggregates kept beside the user's records (never by
 * reading every hive). The Production and finances issue adds honey and profit.
 */
export const dashboardMetricsSchema = z.object({
  /** Active hives. */
  totalHives: z.number().int().nonnegative(),
  /** Active hives added this calendar month (the Active Hives trend). */
  hivesAddedThisMonth: z.number().int().nonnegative(),
  /**
   * Colony health in percent (0-100): the share of inspected active hives whose latest inspection is labelled Good
   * or Excellent; null while no active hive has been inspected.
   */
  healthScore: z.number().min(0).max(100).nullable(),
  /** Change of `healthScore` in percentage points since the start of this month; null without a score then. */
  healthScoreChange: z.number().nullable(),
  /** Active hives by the label of their latest inspection (the Colony Health Overview chart). */
  hivesByHealth: z.object({
    Excellent: z.number().int().nonnegative(),
    Good: z.number().int().nonnegative(),
    Fair: z.number().int().nonnegative(),
    Poor: z.number().int().nonnegative(),
    [HIVE_HEALTH_NOT_INSPECTED]: z.number().int().nonnegative(),
  }),
});
export type DashboardMetrics = z.infer<typeof dashboardMetricsSchema>;
