import { infiniteQueryOptions } from '@tanstack/react-query';
import type { HiveStatus } from '@shared/domain/hive';
import type { Hive } from '@shared/schemas/hive';
import { NEXT_CURSOR_HEADER } from '@shared/domain/paging';
import { api } from '@/lib/api-client';
import { apiPath, startRoutes } from '@/lib/start-routes';

/** Which hives: one apiary's, those whose name contains `q`, those of one status; every hive when none is said. */
export interface HivesFilter {
  apiaryId?: string | undefined;
  q?: string | undefined;
  status?: HiveStatus | undefined;
}

/** The dashboard's Active Hives card: the server picks the active ones, so inactive hives never fill its page. */
export const ACTIVE_HIVES_FILTER = { status: 'active' } as const satisfies HivesFilter;

/**
 * `GET /api/hives`: a page of the beekeeper's hives, oldest first; the next page's cursor comes in the
 * `x-next-cursor` header, null on the last page.
 */
export const getHivesPage = ({ apiaryId, q, status, cursor }: HivesFilter & { cursor?: string | undefined }) =>
  api.getPage<Hive>(apiPath(startRoutes.listHives, {}, { apiaryId, q, status, cursor }), NEXT_CURSOR_HEADER);

/** Every hive read is keyed under this, so a hive written, moved or inspected refetches them all. */
export const hivesQueryKey = () => [apiPath(startRoutes.listHives)] as const;

/**
 * The hives page by page (the server's page size): the hives screen and every hive picker (`use-hives.ts`), and the
 * first page prefetched as the app starts. Without hooks here, so the app's entry doesn't bring the infinite
 * query's observer to the landing page.
 */
export const hivesQueryOptions = ({ apiaryId, q, status }: HivesFilter = {}) =>
  infiniteQueryOptions({
    queryKey: [...hivesQueryKey(), { apiaryId, q, status, paged: true }],
    queryFn: ({ pageParam }) => getHivesPage({ apiaryId, q, status, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
