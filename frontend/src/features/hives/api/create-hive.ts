import type { Hive, ParsedHiveInput } from '@shared/schemas/hive';
import { hivesQueryOptions } from '@/api/get-hives';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { api } from '@/lib/api-client';

/** `POST /api/hives`: 402 when a free user already has the free plan's hives. */
export const createHive = (input: ParsedHiveInput) => api.post<Hive>('/api/hives', input);

export function useCreateHive() {
  return useInvalidatingMutation(createHive, [hivesQueryOptions().queryKey]);
}
