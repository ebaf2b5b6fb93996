import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { NEXT_CURSOR_HEADER } from '@shared/domain/paging';
import type { UnitSystem } from '@shared/rules/units';
import type { TreatmentRecommendation } from '@shared/schemas/treatment-recommendation';
import { useUnitSystem } from '@/hooks/use-unit-system';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';

/**
 * `GET /api/treatment-recommendations?units=`: a page of what the hives need next, most pressing first, with how
 * many there are in all (`total`) and the next page's cursor; temperatures in the advice in the beekeeper's units.
 */
export const getTreatmentRecommendationsPage = (cursor: string | undefined, units: UnitSystem) =>
  api.getPage<TreatmentRecommendation>(
    apiPath(routes.getTreatmentRecommendations, {}, { cursor, units }),
    NEXT_CURSOR_HEADER,
  );

/** Without `units`, the key every units' pages share: what a treatment write refetches. */
export const treatmentRecommendationsQueryKey = () => [apiPath(routes.getTreatmentRecommendations)];

export const treatmentRecommendationsQueryOptions = (units: UnitSystem) =>
  infiniteQueryOptions({
    queryKey: [...treatmentRecommendationsQueryKey(), { units }],
    queryFn: ({ pageParam }) => getTreatmentRecommendationsPage(pageParam, units),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

/** The recommendations a page at a time: the dashboard's reminders read the first, the treatments screen more. */
export function useTreatmentRecommendations() {
  return useInfiniteQuery(treatmentRecommendationsQueryOptions(useUnitSystem()));
}
