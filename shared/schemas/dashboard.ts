import * as z from 'zod';

/**
 * What `GET /api/dashboard/metrics` answers, all computed from the user's records. Weights are in lbs and money in
 * US dollars; the trends replace the spec's static placeholder texts.
 */
export const dashboardMetricsSchema = z.object({
  /** Active hives. */
  totalHives: z.number().int().nonnegative(),
  /** Colony health in percent (0-100) from the latest inspection of each hive; null before any inspection. */
  healthScore: z.number().min(0).max(100).nullable(),
  /** Honey harvested this calendar year. */
  honeyProduced: z.number().nonnegative(),
  /** Income minus expenses this calendar year; negative for a loss. */
  profit: z.number(),
  trends: z.object({
    hivesAddedThisMonth: z.number().int().nonnegative(),
    honeyProducedThisMonth: z.number().nonnegative(),
    /** Change of profit against the same period last year, in percent; null without last year's records. */
    profitChangePercent: z.number().nullable(),
  }),
});
export type DashboardMetrics = z.infer<typeof dashboardMetricsSchema>;
