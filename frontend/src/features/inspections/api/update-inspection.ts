import type { InspectionAnswer, ParsedInspectionInput } from '@shared/schemas/inspection';
import { hivesQueryKey } from '@/api/get-hives';
import { inspectionsQueryKey } from '@/api/get-inspections';
import { apiPath, routes } from '@/lib/api-routes';
import { useRecordWrite, type RecordEdit } from '@/lib/offline/record-write';

export interface InspectionEdit extends RecordEdit<ParsedInspectionInput> {
  /** New photos picked without signal: they upload when the edit is sent. */
  photosOnDevice?: readonly Blob[];
}

// Editing the latest inspection (or moving one past it) changes the hive's health: the hives refetch too.
/** `PUT /api/inspections/{id}`: replaces the form's fields; optional ones left out are cleared. */
export function useUpdateInspection() {
  return useRecordWrite<InspectionEdit, InspectionAnswer>(
    ({ id, version, input, photosOnDevice }) => ({
      recordType: 'inspection',
      method: 'PUT',
      path: apiPath(routes.updateInspection, { id }),
      recordId: id,
      version,
      body: input,
      hiveId: input.hiveId,
      label: { noun: 'Inspection', hiveId: input.hiveId, date: input.inspectionDate },
      ...(photosOnDevice ? { photos: photosOnDevice } : {}),
    }),
    [inspectionsQueryKey(), hivesQueryKey()],
  );
}
