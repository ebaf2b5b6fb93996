import type { InspectionAnswer, ParsedInspectionInput } from '@shared/schemas/inspection';
import { hivesQueryKey } from '@/api/get-hives';
import { inspectionsQueryKey } from '@/api/get-inspections';
import { apiPath, routes } from '@/lib/api-routes';
import { useRecordWrite } from '@/lib/offline/record-write';

export interface NewInspection {
  input: ParsedInspectionInput;
  /** Photos picked without signal: they upload when the inspection is sent. */
  photosOnDevice?: readonly Blob[];
}

// The hive's health and last inspection change with it: the hives (and the open hive's page) refetch too.
/** `POST /api/inspections` (through the outbox without signal): 404 when the hive isn't the beekeeper's. */
export function useCreateInspection() {
  return useRecordWrite<NewInspection, InspectionAnswer>(
    ({ input, photosOnDevice }) => ({
      recordType: 'inspection',
      method: 'POST',
      path: apiPath(routes.createInspection),
      body: input,
      hiveId: input.hiveId,
      label: { noun: 'Inspection', hiveId: input.hiveId, date: input.inspectionDate },
      ...(photosOnDevice ? { photos: photosOnDevice } : {}),
    }),
    [inspectionsQueryKey(), hivesQueryKey()],
  );
}
