import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Hive, ParsedHiveInput } from '@shared/schemas/hive';
import { api } from '@/lib/api-client';

/** `POST /api/hives`: 402 when a free user already has the free plan's hives. */
export const createHive = (input: ParsedHiveInput) => api.post<Hive>('/api/hives', input);

export function useCreateHive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createHive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/hives'] }),
  });
}
