import { getDashboardMetrics } from '../../lib/data/dashboard';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { routes } from '../../routes';

/**
 * GET /api/dashboard/metrics: the caller's active hives, those added this month, colony health (the share of
 * inspected active hives labelled Good or Excellent) with its change since the month began, and the active hives
 * by label; one BatchGet of aggregates, however many hives and inspections there are.
 */
export const handler = httpHandler(routes.getDashboardMetrics, {}, async ({ caller }) =>
  ok(await getDashboardMetrics(caller)),
);
