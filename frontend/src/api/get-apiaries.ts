import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Apiary } from '@shared/schemas/apiary';
import { api } from '@/lib/api-client';
import { apiPath, startRoutes } from '@/lib/start-routes';

/** The beekeeper's apiaries (`GET /api/apiaries`), shared by the apiaries screen and the hive forms. */
export const getApiaries = () => api.get<Apiary[]>(apiPath(startRoutes.listApiaries));

export const apiariesQueryOptions = () =>
  queryOptions({ queryKey: [apiPath(startRoutes.listApiaries)], queryFn: getApiaries });

export function useApiaries() {
  return useQuery(apiariesQueryOptions());
}
