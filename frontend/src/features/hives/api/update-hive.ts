import type { Hive, ParsedHiveInput } from '@shared/schemas/hive';
import { apiariesQueryOptions } from '@/api/get-apiaries';
import { hivesQueryKey } from '@/api/get-hives';
import { inspectionsQueryKey } from '@/api/get-inspections';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';

/** `PUT /api/hives/{id}`: replaces the form's fields; optional ones left out are cleared. */
export const updateHive = ({ id, input }: { id: string; input: ParsedHiveInput }) =>
  api.put<Hive>(apiPath(routes.updateHive, { id }), input);

// Moving a hive changes two apiaries' counts; its inspections are listed under its name.
export function useUpdateHive() {
  return useInvalidatingMutation(updateHive, [hivesQueryKey(), apiariesQueryOptions().queryKey, inspectionsQueryKey()]);
}
