import { getDashboardMetrics } from '../../lib/data/dashboard';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { dashboardRoutes as routes } from '../../routes/dashboard';

/**
 * GET /api/dashboard/metrics: the caller's active hives, those added this month, colony health (the share of
 * inspected active hives labelled Good or Excellent) with its change since the month began, and the active hives
 * by label; for Pro callers also this year's honey and net profit with their change on last year to date and the
 * last 12 months' honey (null otherwise: the route stays free). The user item and three BatchGets of aggregates,
 * however many hives, inspections, harvests and transactions there are.
 */
export const handler = httpHandler(routes.getDashboardMetrics, {}, async ({ caller }) =>
  ok(await getDashboardMetrics(caller)),
);
