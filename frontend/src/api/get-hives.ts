import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Hive } from '@shared/schemas/hive';
import { NEXT_CURSOR_HEADER } from '@shared/domain/paging';
import { useApiaries } from '@/api/get-apiaries';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';

/** Which hives: one apiary's, and those whose name contains `q`; every hive when neither is said. */
export interface HivesFilter {
  apiaryId?: string | undefined;
  q?: string | undefined;
}

/**
 * `GET /api/hives`: a page of the beekeeper's hives, oldest first; the next page's cursor comes in the
 * `x-next-cursor` header, null on the last page.
 */
export const getHivesPage = ({ apiaryId, q, cursor }: HivesFilter & { cursor?: string | undefined }) =>
  api.getPage<Hive>(apiPath(routes.listHives, {}, { apiaryId, q, cursor }), NEXT_CURSOR_HEADER);

/** Every hive read is keyed under this, so a hive written, moved or inspected refetches them all. */
export const hivesQueryKey = () => [apiPath(routes.listHives)] as const;

/** The hives page by page (the server's page size): the hives screen and every hive picker. */
export const hivesQueryOptions = ({ apiaryId, q }: HivesFilter = {}) =>
  infiniteQueryOptions({
    queryKey: [...hivesQueryKey(), { apiaryId, q, paged: true }],
    queryFn: ({ pageParam }) => getHivesPage({ apiaryId, q, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

export function useHives(filter: HivesFilter = {}) {
  return useInfiniteQuery(hivesQueryOptions(filter));
}

/**
 * How many hives the beekeeper keeps: the sum of their apiaries' counts, which every hive write keeps in its own
 * transaction, so no hive is read for it. Undefined until the apiaries are read.
 */
export function useHiveCount(): number | undefined {
  const apiaries = useApiaries();
  return apiaries.data?.reduce((sum, apiary) => sum + apiary.hiveCount, 0);
}
