import type { ParsedTreatmentInput, Treatment } from '@shared/schemas/treatment';
import { booksQueryKeys } from '@/api/books';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';
import { feedingTotalsQueryKey } from './get-feeding-totals';
import { treatmentsQueryKey } from './get-treatments';
import { treatmentRecommendationsQueryKey } from './get-treatment-recommendations';

/** `POST /api/treatments`: Pro only (402 for a free user); 404 when the hive isn't the beekeeper's. */
export const createTreatment = (input: ParsedTreatmentInput) =>
  api.post<Treatment>(apiPath(routes.createTreatment), input);

// A treatment answers recommendations, a feeding adds to the hive's sugar and a cost is in the books: all refetch.
export function useCreateTreatment() {
  return useInvalidatingMutation(createTreatment, [
    treatmentsQueryKey(),
    feedingTotalsQueryKey(),
    treatmentRecommendationsQueryKey(),
    ...booksQueryKeys(),
  ]);
}
