import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Hive } from '@shared/schemas/hive';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';

/** The beekeeper's hives (`GET /api/hives`), shared by the dashboard, the hives screen and every record form. */
export const getHives = () => api.get<Hive[]>(apiPath(routes.listHives));

export const hivesQueryOptions = () => queryOptions({ queryKey: [apiPath(routes.listHives)], queryFn: getHives });

export function useHives() {
  return useQuery(hivesQueryOptions());
}
