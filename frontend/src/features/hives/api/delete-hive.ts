import { apiariesQueryOptions } from '@/api/get-apiaries';
import { hivesQueryOptions } from '@/api/get-hives';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';

/** `DELETE /api/hives/{id}`. */
export const deleteHive = (id: string) => api.delete(apiPath(routes.deleteHive, { id }));

// Each apiary counts its hives: the apiaries list changes too.
export function useDeleteHive() {
  return useInvalidatingMutation(deleteHive, [hivesQueryOptions().queryKey, apiariesQueryOptions().queryKey]);
}
