import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchResult } from '@shared/schemas/search';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';

/** `GET /api/search?q=`: the beekeeper's records with every word of `q` (the last as a prefix), best first. */
export const searchRecords = (q: string) => api.get<SearchResult[]>(apiPath(routes.searchRecords, {}, { q }));

/** Keyed by the query, and read again whenever the popover opens on it: records change on every screen. */
export const searchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [apiPath(routes.searchRecords), q],
    queryFn: () => searchRecords(q),
    staleTime: 0,
    // The previous results stay while the next keystroke's are loading, rather than flashing empty.
    placeholderData: keepPreviousData,
  });

export function useSearchRecords(q: string) {
  return useQuery({ ...searchQueryOptions(q), enabled: q.trim() !== '' });
}
