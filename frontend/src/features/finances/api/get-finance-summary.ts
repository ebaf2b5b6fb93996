import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FinanceSummary } from '@shared/schemas/finance';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';

/** `GET /api/finances/summary?year=`: one calendar year's profit and loss and its 10 newest transactions. */
export const getFinanceSummary = (year: number) =>
  api.get<FinanceSummary>(apiPath(routes.getFinanceSummary, {}, { year }));

/** Every year's summary is keyed under this, so any change to the records refetches the year on screen. */
export const financeSummaryQueryKey = () => [apiPath(routes.getFinanceSummary)] as const;

export const financeSummaryQueryOptions = (year: number) =>
  queryOptions({
    queryKey: [...financeSummaryQueryKey(), { year }],
    queryFn: () => getFinanceSummary(year),
  });

export function useFinanceSummary(year: number) {
  return useQuery(financeSummaryQueryOptions(year));
}
