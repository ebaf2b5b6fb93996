import type { ParsedProductionInput, ProductionRecord } from '@shared/schemas/production';
import { dashboardMetricsQueryOptions } from '@/api/get-dashboard-metrics';
import { apiPath, routes } from '@/lib/api-routes';
import { useRecordWrite } from '@/lib/offline/record-write';
import { productionQueryKey } from './get-production';
import { productionSummaryQueryKey } from './get-production-summary';
import { yieldForecastQueryKey } from './get-yield-forecast';

// A harvest adds to the year's totals: the summary, the forecast and the dashboard's figures refetch with the list.
export const productionWriteQueryKeys = () => [
  productionQueryKey(),
  productionSummaryQueryKey(),
  yieldForecastQueryKey(),
  dashboardMetricsQueryOptions().queryKey,
];

export const harvestLabel = (input: ParsedProductionInput) => ({
  noun: 'Harvest',
  hiveId: input.hiveId,
  date: input.harvestDate,
});

/** `POST /api/production` (through the outbox without signal): Pro only (402); 404 when the hive isn't theirs. */
export function useCreateProduction() {
  return useRecordWrite<ParsedProductionInput, ProductionRecord>(
    (input) => ({
      recordType: 'harvest',
      method: 'POST',
      path: apiPath(routes.createProduction),
      body: input,
      hiveId: input.hiveId,
      label: harvestLabel(input),
    }),
    productionWriteQueryKeys(),
  );
}
