import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { NEXT_CURSOR_HEADER, type InspectionAnswer } from '@shared/schemas/inspection';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';

/** One page of `GET /api/inspections`, newest first, and the cursor of the page after it (none on the last). */
export interface InspectionPage {
  inspections: InspectionAnswer[];
  nextCursor: string | undefined;
}

/** `GET /api/inspections`: the beekeeper's inspections, or one hive's (404 when the hive isn't theirs). */
export async function getInspectionPage({
  hiveId,
  cursor,
}: {
  hiveId?: string | undefined;
  cursor?: string | undefined;
}): Promise<InspectionPage> {
  const { body, headers } = await api.getWithHeaders<InspectionAnswer[]>(
    apiPath(routes.listInspections, {}, { hiveId, cursor }),
  );
  return { inspections: body, nextCursor: headers.get(NEXT_CURSOR_HEADER) ?? undefined };
}

/** The key every inspections list sits under: a change to any inspection refetches them all. */
export const inspectionsQueryKey = () => [apiPath(routes.listInspections)] as const;

/**
 * The inspections list page by page (the server's page size), shared by the inspections screen, a hive's page and
 * the dashboard's recent activity.
 */
export const inspectionsQueryOptions = (hiveId?: string) =>
  infiniteQueryOptions({
    queryKey: [...inspectionsQueryKey(), { hiveId }],
    queryFn: ({ pageParam }) => getInspectionPage({ hiveId, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

export function useInspections(hiveId?: string) {
  return useInfiniteQuery(inspectionsQueryOptions(hiveId));
}
