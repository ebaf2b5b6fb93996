import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Apiary, ParsedApiaryInput } from '@shared/schemas/apiary';
import { api } from '@/lib/api-client';

/** `PUT /api/apiaries/{id}`: replaces the form's fields; optional ones left out are cleared. */
export const updateApiary = ({ id, input }: { id: string; input: ParsedApiaryInput }) =>
  api.put<Apiary>(`/api/apiaries/${encodeURIComponent(id)}`, input);

export function useUpdateApiary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateApiary,
    // Hives are listed with their apiary's name, so a rename changes them too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/apiaries'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/hives'] }),
      ]),
  });
}
