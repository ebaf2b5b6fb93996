import * as z from 'zod';
import { HONEY_TREND_MONTHS } from '../domain/dashboard';
import { HIVE_HEALTH_NOT_INSPECTED } from '../domain/hive';

/** Honey harvested in one calendar month (`YYYY-MM`), in lbs (weights converted; jars not counted). */
export const honeyMonthSchema = z.object({
  month: z.string().regex(/^\d{4}-\d{2}$/),
  lbs: z.number().nonnegative(),
});
export type HoneyMonth = z.infer<typeof honeyMonthSchema>;

export { HONEY_TREND_MONTHS } from '../domain/dashboard';

/**
 * What `GET /api/dashboard/metrics` answers, all computed from aggregates kept beside the user's records (never by
 * reading every hive, harvest or transaction). Honey and profit are Pro figures: null for a caller without Pro
 * access, so the screen invites an upgrade instead of showing zeros.
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
  /** Honey harvested this calendar year, in lbs (kg and oz converted, jars not counted). */
  honeyProduced: z.number().nonnegative().nullable(),
  /** This year's honey to date less last year's through the same month, in lbs. */
  honeyProducedChange: z.number().nullable(),
  /** This calendar year's net (income less expenses), dollars with cents. */
  profit: z.number().nullable(),
  /** This year's net to date less last year's through the same month, dollars with cents. */
  profitChange: z.number().nullable(),
  /** Honey of each of the last 12 months, ending with the current one, oldest first (the Honey Production Trend). */
  honeyByMonth: z.array(honeyMonthSchema).length(HONEY_TREND_MONTHS).nullable(),
});
export type DashboardMetrics = z.infer<typeof dashboardMetricsSchema>;
