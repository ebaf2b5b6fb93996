import type { Hive, ParsedHiveInput } from '@shared/schemas/hive';
import { apiariesQueryOptions } from '@/api/get-apiaries';
import { hivesQueryKey } from '@/api/get-hives';
import { inspectionsQueryKey } from '@/api/get-inspections';
import { apiPath, routes } from '@/lib/api-routes';
import { useRecordWrite, type RecordEdit } from '@/lib/offline/record-write';

export type HiveEdit = RecordEdit<ParsedHiveInput>;

// Moving a hive changes two apiaries' counts; its inspections are listed under its name.
/** `PUT /api/hives/{id}`: replaces the form's fields; optional ones left out are cleared. */
export function useUpdateHive() {
  return useRecordWrite<HiveEdit, Hive>(
    ({ id, version, input }) => ({
      recordType: 'hive',
      method: 'PUT',
      path: apiPath(routes.updateHive, { id }),
      recordId: id,
      version,
      body: input,
      hiveId: id,
      label: { noun: input.name },
    }),
    [hivesQueryKey(), apiariesQueryOptions().queryKey, inspectionsQueryKey()],
  );
}
