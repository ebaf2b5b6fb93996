import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `DELETE /api/apiaries/{id}`: 409 while the apiary still has hives. */
export const deleteApiary = (id: string) => api.delete(`/api/apiaries/${encodeURIComponent(id)}`);

export function useDeleteApiary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteApiary,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/apiaries'] }),
  });
}
