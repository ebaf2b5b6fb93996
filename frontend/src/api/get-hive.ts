import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Hive } from '@shared/schemas/hive';
import { hivesQueryKey } from '@/api/get-hives';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';

/** `GET /api/hives/{id}`: one of the beekeeper's hives; 404 for a hive that isn't theirs (or no longer exists). */
export const getHive = (id: string) => api.get<Hive>(apiPath(routes.getHive, { id }));

/** Keyed under the hive list, so every hive change that refetches the list refetches the open hive too. */
export const hiveQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...hivesQueryKey(), id], queryFn: () => getHive(id) });

/** The hive a form or a filter has chosen (its name, apiary and last mite count), nothing while none is. */
export function useHive(id: string | undefined) {
  return useQuery({ ...hiveQueryOptions(id ?? ''), enabled: Boolean(id) });
}

/**
 * The hive a list is filtered by (`?hiveId=`), with its name: the one asked for, unless reading it fails (an old
 * link to a deleted hive), which shows every hive's records.
 */
export function useHiveFilter(requested: string | null) {
  const hive = useHive(requested || undefined);
  return { hiveId: requested && !hive.isError ? requested : undefined, hiveName: hive.data?.name };
}
