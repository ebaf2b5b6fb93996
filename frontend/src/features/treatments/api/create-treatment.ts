import type { ParsedTreatmentInput, Treatment } from '@shared/schemas/treatment';
import { booksQueryKeys } from '@/api/books';
import { apiPath, routes } from '@/lib/api-routes';
import { useRecordWrite } from '@/lib/offline/record-write';
import { feedingTotalsQueryKey } from './get-feeding-totals';
import { treatmentsQueryKey } from './get-treatments';
import { treatmentRecommendationsQueryKey } from './get-treatment-recommendations';

/** What a treatment write refetches: recommendations, a feeding's sugar tallies and a cost in the books. */
export const treatmentWriteQueryKeys = () => [
  treatmentsQueryKey(),
  feedingTotalsQueryKey(),
  treatmentRecommendationsQueryKey(),
  ...booksQueryKeys(),
];

/** What the outbox calls a treatment or a feeding. */
export const treatmentLabel = (input: ParsedTreatmentInput) => ({
  noun: input.treatmentType === 'feeding' ? 'Feeding' : 'Treatment',
  hiveId: input.hiveId,
  date: input.applicationDate,
});

/** `POST /api/treatments` (through the outbox without signal): Pro only (402); 404 when the hive isn't theirs. */
export function useCreateTreatment() {
  return useRecordWrite<ParsedTreatmentInput, Treatment>(
    (input) => ({
      recordType: 'treatment',
      method: 'POST',
      path: apiPath(routes.createTreatment),
      body: input,
      hiveId: input.hiveId,
      label: treatmentLabel(input),
    }),
    treatmentWriteQueryKeys(),
  );
}
