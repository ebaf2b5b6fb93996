import type { InspectionAnswer, ParsedInspectionInput } from '@shared/schemas/inspection';
import { hivesQueryKey } from '@/api/get-hives';
import { inspectionsQueryKey } from '@/api/get-inspections';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';

/** `PUT /api/inspections/{id}`: replaces the form's fields; optional ones left out are cleared. */
export const updateInspection = ({ id, input }: { id: string; input: ParsedInspectionInput }) =>
  api.put<InspectionAnswer>(apiPath(routes.updateInspection, { id }), input);

// Editing the latest inspection (or moving one past it) changes the hive's health: the hives refetch too.
export function useUpdateInspection() {
  return useInvalidatingMutation(updateInspection, [inspectionsQueryKey(), hivesQueryKey()]);
}
