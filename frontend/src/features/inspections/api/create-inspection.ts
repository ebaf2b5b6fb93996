import type { InspectionAnswer, ParsedInspectionInput } from '@shared/schemas/inspection';
import { hivesQueryKey } from '@/api/get-hives';
import { inspectionsQueryKey } from '@/api/get-inspections';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';

/** `POST /api/inspections`: 404 when the hive isn't the beekeeper's. */
export const createInspection = (input: ParsedInspectionInput) =>
  api.post<InspectionAnswer>(apiPath(routes.createInspection), input);

// The hive's health and last inspection change with it: the hives (and the open hive's page) refetch too.
export function useCreateInspection() {
  return useInvalidatingMutation(createInspection, [inspectionsQueryKey(), hivesQueryKey()]);
}
