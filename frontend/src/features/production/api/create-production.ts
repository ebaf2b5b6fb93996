import type { ParsedProductionInput, ProductionRecord } from '@shared/schemas/production';
import { dashboardMetricsQueryOptions } from '@/api/get-dashboard-metrics';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';
import { productionQueryKey } from './get-production';
import { productionSummaryQueryKey } from './get-production-summary';
import { yieldForecastQueryKey } from './get-yield-forecast';

/** `POST /api/production`: Pro only (402 for a free user); 404 when the hive isn't the beekeeper's. */
export const createProduction = (input: ParsedProductionInput) =>
  api.post<ProductionRecord>(apiPath(routes.createProduction), input);

// A harvest adds to the year's totals: the summary, the forecast and the dashboard's figures refetch with the list.
export function useCreateProduction() {
  return useInvalidatingMutation(createProduction, [
    productionQueryKey(),
    productionSummaryQueryKey(),
    yieldForecastQueryKey(),
    dashboardMetricsQueryOptions().queryKey,
  ]);
}
