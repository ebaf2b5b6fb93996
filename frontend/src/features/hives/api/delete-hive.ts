import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `DELETE /api/hives/{id}`. */
export const deleteHive = (id: string) => api.delete(`/api/hives/${encodeURIComponent(id)}`);

export function useDeleteHive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/hives'] }),
  });
}
