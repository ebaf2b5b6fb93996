import type { ParsedProductionInput, ProductionRecord } from '@shared/schemas/production';
import { apiPath, routes } from '@/lib/api-routes';
import { useRecordWrite, type RecordEdit } from '@/lib/offline/record-write';
import { harvestLabel, productionWriteQueryKeys } from './create-production';

export type HarvestEdit = RecordEdit<ParsedProductionInput>;

// A changed quantity, unit, hive or date moves the totals: the summary refetches with the list.
/** `PUT /api/production/{id}`: replaces the form's fields (optional ones left out are cleared). Pro only. */
export function useUpdateProduction() {
  return useRecordWrite<HarvestEdit, ProductionRecord>(
    ({ id, version, input }) => ({
      recordType: 'harvest',
      method: 'PUT',
      path: apiPath(routes.updateProduction, { id }),
      recordId: id,
      version,
      body: input,
      hiveId: input.hiveId,
      label: harvestLabel(input),
    }),
    productionWriteQueryKeys(),
  );
}
