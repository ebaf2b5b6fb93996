import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeedingTotals } from '@shared/schemas/treatment';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';

/** `GET /api/feeding-totals?year=`: the sugar each colony was given in a year. */
export const getFeedingTotals = (year: number) =>
  api.get<FeedingTotals>(apiPath(routes.getFeedingTotals, {}, { year }));

/** Every year's totals are keyed under this, so a feeding added, edited or deleted refetches them. */
export const feedingTotalsQueryKey = () => [apiPath(routes.getFeedingTotals)] as const;

export const feedingTotalsQueryOptions = (year: number) =>
  queryOptions({ queryKey: [...feedingTotalsQueryKey(), { year }], queryFn: () => getFeedingTotals(year) });

export function useFeedingTotals(year: number) {
  return useQuery(feedingTotalsQueryOptions(year));
}
