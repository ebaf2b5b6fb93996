import { dashboardMetricsQueryOptions } from '@/api/get-dashboard-metrics';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';
import { productionQueryKey } from './get-production';
import { productionSummaryQueryKey } from './get-production-summary';
import { yieldForecastQueryKey } from './get-yield-forecast';

/** `DELETE /api/production/{id}`: the harvest comes off its year's totals in the same write. Pro only. */
export const deleteProduction = (id: string) => api.delete(apiPath(routes.deleteProduction, { id }));

export function useDeleteProduction() {
  return useInvalidatingMutation(deleteProduction, [
    productionQueryKey(),
    productionSummaryQueryKey(),
    yieldForecastQueryKey(),
    dashboardMetricsQueryOptions().queryKey,
  ]);
}
