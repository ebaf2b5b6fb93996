import type { ParsedTreatmentInput, Treatment } from '@shared/schemas/treatment';
import { booksQueryKeys } from '@/api/books';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';
import { feedingTotalsQueryKey } from './get-feeding-totals';
import { treatmentsQueryKey } from './get-treatments';
import { treatmentRecommendationsQueryKey } from './get-treatment-recommendations';

/** `PUT /api/treatments/{id}`: replaces the form's fields (optional ones left out are cleared). Pro only. */
export const updateTreatment = ({ id, input }: { id: string; input: ParsedTreatmentInput }) =>
  api.put<Treatment>(apiPath(routes.updateTreatment, { id }), input);

// A changed date, hive, feed or cost moves the sugar tallies, the recommendations and the books: they refetch too.
export function useUpdateTreatment() {
  return useInvalidatingMutation(updateTreatment, [
    treatmentsQueryKey(),
    feedingTotalsQueryKey(),
    treatmentRecommendationsQueryKey(),
    ...booksQueryKeys(),
  ]);
}
