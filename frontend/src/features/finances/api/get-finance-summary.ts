import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FinanceSummary } from '@shared/schemas/finance';
import { financeSummaryQueryKey } from '@/api/books';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';

/** `GET /api/finances/summary?year=`: one calendar year's profit and loss and its 10 newest transactions. */
export const getFinanceSummary = (year: number) =>
  api.get<FinanceSummary>(apiPath(routes.getFinanceSummary, {}, { year }));

export const financeSummaryQueryOptions = (year: number) =>
  queryOptions({
    queryKey: [...financeSummaryQueryKey(), { year }],
    queryFn: () => getFinanceSummary(year),
  });

export function useFinanceSummary(year: number) {
  return useQuery(financeSummaryQueryOptions(year));
}
