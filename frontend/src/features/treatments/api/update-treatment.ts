import type { ParsedTreatmentInput, Treatment } from '@shared/schemas/treatment';
import { apiPath, routes } from '@/lib/api-routes';
import { useRecordWrite, type RecordEdit } from '@/lib/offline/record-write';
import { treatmentLabel, treatmentWriteQueryKeys } from './create-treatment';

export type TreatmentEdit = RecordEdit<ParsedTreatmentInput>;

// A changed date, hive, feed or cost moves the sugar tallies, the recommendations and the books: they refetch too.
/** `PUT /api/treatments/{id}`: replaces the form's fields (optional ones left out are cleared). Pro only. */
export function useUpdateTreatment() {
  return useRecordWrite<TreatmentEdit, Treatment>(
    ({ id, version, input }) => ({
      recordType: 'treatment',
      method: 'PUT',
      path: apiPath(routes.updateTreatment, { id }),
      recordId: id,
      version,
      body: input,
      hiveId: input.hiveId,
      label: treatmentLabel(input),
    }),
    treatmentWriteQueryKeys(),
  );
}
