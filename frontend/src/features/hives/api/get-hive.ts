import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Hive } from '@shared/schemas/hive';
import { hivesQueryOptions } from '@/api/get-hives';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';

/** `GET /api/hives/{id}`: one of the beekeeper's hives; 404 for a hive that isn't theirs (or no longer exists). */
export const getHive = (id: string) => api.get<Hive>(apiPath(routes.getHive, { id }));

/** Keyed under the hive list, so every hive change that refetches the list refetches the open hive too. */
export const hiveQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...hivesQueryOptions().queryKey, id], queryFn: () => getHive(id) });

export function useHive(id: string) {
  return useQuery(hiveQueryOptions(id));
}
