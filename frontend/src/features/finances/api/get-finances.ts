import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { FinancialRecord } from '@shared/schemas/finance';
import { NEXT_CURSOR_HEADER } from '@shared/domain/paging';
import { financesQueryKey } from '@/api/books';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';

/**
 * `GET /api/finances`: a page of the beekeeper's financial records, newest transaction first; the next page's cursor
 * comes in the `x-next-cursor` header. Pro only (402).
 */
export const getFinancesPage = ({ cursor }: { cursor?: string | undefined } = {}) =>
  api.getPage<FinancialRecord>(apiPath(routes.listFinances, {}, { cursor }), NEXT_CURSOR_HEADER);

/** The records page by page (the server's page size), newest first. */
export const financesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...financesQueryKey(), { paged: true }],
    queryFn: ({ pageParam }) => getFinancesPage({ cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

export function useFinances() {
  return useInfiniteQuery(financesQueryOptions());
}
