import { infiniteQueryOptions, queryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { NEXT_CURSOR_HEADER } from '@shared/domain/paging';
import type { Treatment, TreatmentType } from '@shared/schemas/treatment';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';

/** What the treatments list is narrowed to: one hive's, one type's, or both. */
export interface TreatmentsFilter {
  hiveId?: string | undefined;
  treatmentType?: TreatmentType | undefined;
}

interface TreatmentsPageQuery extends TreatmentsFilter {
  limit?: number | undefined;
  cursor?: string | undefined;
}

/**
 * `GET /api/treatments`: a page of the beekeeper's treatments (one hive's, one type's; 404 when the hive isn't
 * theirs), newest application first; the next page's cursor comes in the `x-next-cursor` header.
 */
export const getTreatmentsPage = ({ hiveId, treatmentType, limit, cursor }: TreatmentsPageQuery = {}) =>
  api.getPage<Treatment>(
    apiPath(routes.listTreatments, {}, { hiveId, treatmentType, limit, cursor }),
    NEXT_CURSOR_HEADER,
  );

/** Every treatment read is keyed under this, so an added, edited or deleted treatment refetches them all. */
export const treatmentsQueryKey = () => [apiPath(routes.listTreatments)] as const;

/** The treatments page by page (the server's page size), newest first: the treatments screen and a hive's page. */
export const treatmentsQueryOptions = ({ hiveId, treatmentType }: TreatmentsFilter = {}) =>
  infiniteQueryOptions({
    queryKey: [...treatmentsQueryKey(), { hiveId, treatmentType, paged: true }],
    queryFn: ({ pageParam }) => getTreatmentsPage({ hiveId, treatmentType, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

export function useTreatments(filter: TreatmentsFilter = {}) {
  return useInfiniteQuery(treatmentsQueryOptions(filter));
}

/** A hive's latest `limit` treatments of a type: the form's "previous treatment" for its same-class warning. */
export const latestTreatmentsQueryOptions = ({ hiveId, treatmentType, limit }: TreatmentsFilter & { limit: number }) =>
  queryOptions({
    queryKey: [...treatmentsQueryKey(), { hiveId, treatmentType, limit }],
    queryFn: async () => (await getTreatmentsPage({ hiveId, treatmentType, limit })).items,
  });
