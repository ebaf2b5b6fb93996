import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductionSummary } from '@shared/schemas/production';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';

/**
 * `GET /api/production/summary?year=`: a year's honey (lbs, jars apart), honey per active hive, and the year's
 * harvests by product, hive, apiary and month beside the year before, from the server's tallies. Pro only (402).
 */
export const getProductionSummary = (year: number) =>
  api.get<ProductionSummary>(apiPath(routes.getProductionSummary, {}, { year }));

/** Every year's summary is keyed under this, so a harvest added, edited or deleted refetches them. */
export const productionSummaryQueryKey = () => [apiPath(routes.getProductionSummary)] as const;

export const productionSummaryQueryOptions = (year: number) =>
  queryOptions({ queryKey: [...productionSummaryQueryKey(), { year }], queryFn: () => getProductionSummary(year) });

export function useProductionSummary(year: number) {
  return useQuery(productionSummaryQueryOptions(year));
}
