import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Apiary, ParsedApiaryInput } from '@shared/schemas/apiary';
import { api } from '@/lib/api-client';

/** `POST /api/apiaries`: 402 when a free user already has the free plan's apiaries. */
export const createApiary = (input: ParsedApiaryInput) => api.post<Apiary>('/api/apiaries', input);

export function useCreateApiary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiary,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/apiaries'] }),
  });
}
