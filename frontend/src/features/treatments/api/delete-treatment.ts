import { booksQueryKeys } from '@/api/books';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';
import { feedingTotalsQueryKey } from './get-feeding-totals';
import { treatmentsQueryKey } from './get-treatments';
import { treatmentRecommendationsQueryKey } from './get-treatment-recommendations';

/** `DELETE /api/treatments/{id}`: its pending recount task goes with it, and its sugar comes off the tally. */
export const deleteTreatment = (id: string) => api.delete(apiPath(routes.deleteTreatment, { id }));

export function useDeleteTreatment() {
  return useInvalidatingMutation(deleteTreatment, [
    treatmentsQueryKey(),
    feedingTotalsQueryKey(),
    treatmentRecommendationsQueryKey(),
    ...booksQueryKeys(),
  ]);
}
