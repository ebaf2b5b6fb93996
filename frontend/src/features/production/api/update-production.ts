import type { ParsedProductionInput, ProductionRecord } from '@shared/schemas/production';
import { dashboardMetricsQueryOptions } from '@/api/get-dashboard-metrics';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';
import { productionQueryKey } from './get-production';
import { productionSummaryQueryKey } from './get-production-summary';
import { yieldForecastQueryKey } from './get-yield-forecast';

/** `PUT /api/production/{id}`: replaces the form's fields (optional ones left out are cleared). Pro only. */
export const updateProduction = ({ id, input }: { id: string; input: ParsedProductionInput }) =>
  api.put<ProductionRecord>(apiPath(routes.updateProduction, { id }), input);

// A changed quantity, unit, hive or date moves the totals: the summary refetches with the list.
export function useUpdateProduction() {
  return useInvalidatingMutation(updateProduction, [
    productionQueryKey(),
    productionSummaryQueryKey(),
    yieldForecastQueryKey(),
    dashboardMetricsQueryOptions().queryKey,
  ]);
}
