import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Apiary } from '@shared/schemas/apiary';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';

/** The beekeeper's apiaries (`GET /api/apiaries`), shared by the apiaries screen and the hive forms. */
export const getApiaries = () => api.get<Apiary[]>(apiPath(routes.listApiaries));

export const apiariesQueryOptions = () =>
  queryOptions({ queryKey: [apiPath(routes.listApiaries)], queryFn: getApiaries });

export function useApiaries() {
  return useQuery(apiariesQueryOptions());
}
