import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { NEXT_CURSOR_HEADER } from '@shared/domain/paging';
import type { TreatmentRecommendation } from '@shared/schemas/treatment-recommendation';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';

/**
 * `GET /api/treatment-recommendations`: a page of what the hives need next, most pressing first, with how many
 * there are in all (`total`) and the next page's cursor.
 */
export const getTreatmentRecommendationsPage = (cursor: string | undefined) =>
  api.getPage<TreatmentRecommendation>(apiPath(routes.getTreatmentRecommendations, {}, { cursor }), NEXT_CURSOR_HEADER);

export const treatmentRecommendationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [apiPath(routes.getTreatmentRecommendations)],
    queryFn: ({ pageParam }) => getTreatmentRecommendationsPage(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

/** The recommendations a page at a time: the dashboard's reminders read the first, the treatments screen more. */
export function useTreatmentRecommendations() {
  return useInfiniteQuery(treatmentRecommendationsQueryOptions());
}
