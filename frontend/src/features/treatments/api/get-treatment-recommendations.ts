import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TreatmentRecommendation } from '@shared/schemas/treatment-recommendation';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';

/** `GET /api/treatment-recommendations`: what each hive needs next, most pressing first. */
export const getTreatmentRecommendations = () =>
  api.get<TreatmentRecommendation[]>(apiPath(routes.getTreatmentRecommendations));

export const treatmentRecommendationsQueryOptions = () =>
  queryOptions({
    queryKey: [apiPath(routes.getTreatmentRecommendations)],
    queryFn: getTreatmentRecommendations,
  });

export function useTreatmentRecommendations() {
  return useQuery(treatmentRecommendationsQueryOptions());
}
