import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { HiveWeightChart, HiveWeightChartQuery } from '@shared/schemas/hive-scale';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';
import { hiveScalesQueryKey } from './hive-scales';

/**
 * `GET /api/hives/{hiveId}/weight-chart`: a range of days of the hive's scales, downsampled, with what the weight
 * means and the records and weather of the same days. Keyed under the hive's scales, so an import refetches it.
 */
export const hiveWeightChartQueryOptions = (hiveId: string, days: Required<HiveWeightChartQuery>) =>
  queryOptions({
    queryKey: [...hiveScalesQueryKey(hiveId), 'weight-chart', days.from, days.to],
    queryFn: () => api.get<HiveWeightChart>(apiPath(routes.getHiveWeightChart, { id: hiveId }, days)),
  });

/** The chart of `days`; the last range's stays on screen while a new range loads. */
export function useHiveWeightChart(hiveId: string, days: Required<HiveWeightChartQuery>) {
  return useQuery({ ...hiveWeightChartQueryOptions(hiveId, days), placeholderData: keepPreviousData });
}
