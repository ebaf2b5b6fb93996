import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Hive, ParsedHiveInput } from '@shared/schemas/hive';
import { api } from '@/lib/api-client';

/** `PUT /api/hives/{id}`: replaces the form's fields; optional ones left out are cleared. */
export const updateHive = ({ id, input }: { id: string; input: ParsedHiveInput }) =>
  api.put<Hive>(`/api/hives/${encodeURIComponent(id)}`, input);

export function useUpdateHive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateHive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/hives'] }),
  });
}
