import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { NEXT_CURSOR_HEADER } from '@shared/domain/paging';
import type { ProductionRecord } from '@shared/schemas/production';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';

interface ProductionPageQuery {
  hiveId?: string | undefined;
  limit?: number | undefined;
  cursor?: string | undefined;
}

/**
 * `GET /api/production`: a page of the beekeeper's harvests (or one hive's; 404 when the hive isn't theirs), newest
 * harvest first; the next page's cursor comes in the `x-next-cursor` header. Pro only (402).
 */
export const getProductionPage = ({ hiveId, limit, cursor }: ProductionPageQuery = {}) =>
  api.getPage<ProductionRecord>(apiPath(routes.listProduction, {}, { hiveId, limit, cursor }), NEXT_CURSOR_HEADER);

/** Every harvest list is keyed under this, so a harvest added, edited or deleted refetches them all. */
export const productionQueryKey = () => [apiPath(routes.listProduction)] as const;

/** The harvests page by page (the server's page size), newest first. */
export const productionQueryOptions = ({ hiveId }: { hiveId?: string | undefined } = {}) =>
  infiniteQueryOptions({
    queryKey: [...productionQueryKey(), { hiveId }],
    queryFn: ({ pageParam }) => getProductionPage({ hiveId, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

export function useProduction(filter: { hiveId?: string | undefined } = {}) {
  return useInfiniteQuery(productionQueryOptions(filter));
}
