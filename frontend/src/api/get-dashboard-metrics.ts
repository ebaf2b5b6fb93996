import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardMetrics } from '@shared/schemas/dashboard';
import { hivesQueryKey } from '@/api/get-hives';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';

/** `GET /api/dashboard/metrics`: the dashboard's figures, kept as aggregates by the server. */
export const getDashboardMetrics = () => api.get<DashboardMetrics>(apiPath(routes.getDashboardMetrics));

/**
 * Keyed under the hive list: every change of a hive, and every inspection change (which changes its hive's health),
 * refetches the list and so the figures too; harvests and transactions name this key (hence it lives here, outside
 * the dashboard feature). The dashboard still asks again each time it opens (four reads of aggregates), for what
 * the beekeeper changed on another device.
 */
export const dashboardMetricsQueryOptions = () =>
  queryOptions({
    queryKey: [...hivesQueryKey(), apiPath(routes.getDashboardMetrics)],
    queryFn: getDashboardMetrics,
    refetchOnMount: 'always',
  });

export function useDashboardMetrics() {
  return useQuery(dashboardMetricsQueryOptions());
}
