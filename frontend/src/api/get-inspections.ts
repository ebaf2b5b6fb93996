import { infiniteQueryOptions, queryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { InspectionAnswer } from '@shared/schemas/inspection';
import { NEXT_CURSOR_HEADER } from '@shared/domain/paging';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';

interface InspectionsPageQuery {
  hiveId?: string | undefined;
  limit?: number | undefined;
  cursor?: string | undefined;
}

/**
 * `GET /api/inspections`: a page of the beekeeper's inspections (or one hive's; 404 when the hive isn't theirs),
 * newest first; the next page's cursor comes in the `x-next-cursor` header, null on the last page.
 */
export const getInspectionsPage = ({ hiveId, limit, cursor }: InspectionsPageQuery = {}) =>
  api.getPage<InspectionAnswer>(apiPath(routes.listInspections, {}, { hiveId, limit, cursor }), NEXT_CURSOR_HEADER);

/** Every inspection read is keyed under this, so a recorded, edited or deleted inspection refetches them all. */
export const inspectionsQueryKey = () => [apiPath(routes.listInspections)] as const;

/**
 * The inspections page by page (the server's page size), newest first: every hive's on the inspections screen,
 * one hive's there and on the hive page's timeline.
 */
export const inspectionsQueryOptions = (hiveId?: string) =>
  infiniteQueryOptions({
    queryKey: [...inspectionsQueryKey(), { hiveId, paged: true }],
    queryFn: ({ pageParam }) => getInspectionsPage({ hiveId, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

export function useInspections(hiveId?: string) {
  return useInfiniteQuery(inspectionsQueryOptions(hiveId));
}

/** The latest `limit` inspections of every hive (the dashboard's Recent Activity), or of one hive (its chart). */
export const latestInspectionsQueryOptions = ({ hiveId, limit }: { hiveId?: string; limit: number }) =>
  queryOptions({
    queryKey: [...inspectionsQueryKey(), { hiveId, limit }],
    queryFn: async () => (await getInspectionsPage({ hiveId, limit })).items,
  });
