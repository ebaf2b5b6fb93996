import type { Hive, ParsedHiveInput } from '@shared/schemas/hive';
import { apiariesQueryOptions } from '@/api/get-apiaries';
import { hivesQueryKey } from '@/api/get-hives';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';

/** `POST /api/hives`: 402 when a free user already has the free plan's hives. */
export const createHive = (input: ParsedHiveInput) => api.post<Hive>(apiPath(routes.createHive), input);

// Each apiary counts its hives: the apiaries list changes too.
export function useCreateHive() {
  return useInvalidatingMutation(createHive, [hivesQueryKey(), apiariesQueryOptions().queryKey]);
}
