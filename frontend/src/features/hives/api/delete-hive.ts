import { apiariesQueryOptions } from '@/api/get-apiaries';
import { hivesQueryOptions } from '@/api/get-hives';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { api } from '@/lib/api-client';

/** `DELETE /api/hives/{id}`. */
export const deleteHive = (id: string) => api.delete(`/api/hives/${encodeURIComponent(id)}`);

// Each apiary counts its hives: the apiaries list changes too.
export function useDeleteHive() {
  return useInvalidatingMutation(deleteHive, [hivesQueryOptions().queryKey, apiariesQueryOptions().queryKey]);
}
