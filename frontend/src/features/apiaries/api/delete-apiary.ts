import { apiariesQueryOptions } from '@/api/get-apiaries';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';

/** `DELETE /api/apiaries/{id}`: 409 while the apiary still has hives. */
export const deleteApiary = (id: string) => api.delete(apiPath(routes.deleteApiary, { id }));

export function useDeleteApiary() {
  return useInvalidatingMutation(deleteApiary, [apiariesQueryOptions().queryKey]);
}
