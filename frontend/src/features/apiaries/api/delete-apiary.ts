import { apiariesQueryOptions } from '@/api/get-apiaries';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { api } from '@/lib/api-client';

/** `DELETE /api/apiaries/{id}`: 409 while the apiary still has hives. */
export const deleteApiary = (id: string) => api.delete(`/api/apiaries/${encodeURIComponent(id)}`);

export function useDeleteApiary() {
  return useInvalidatingMutation(deleteApiary, [apiariesQueryOptions().queryKey]);
}
