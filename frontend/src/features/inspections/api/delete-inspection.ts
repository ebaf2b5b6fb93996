import { hivesQueryKey } from '@/api/get-hives';
import { inspectionsQueryKey } from '@/api/get-inspections';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';

/** `DELETE /api/inspections/{id}`: its photos go with it. */
export const deleteInspection = (id: string) => api.delete(apiPath(routes.deleteInspection, { id }));

// Deleting the latest makes the one before current (or "Not inspected"): the hives refetch too.
export function useDeleteInspection() {
  return useInvalidatingMutation(deleteInspection, [inspectionsQueryKey(), hivesQueryKey()]);
}
