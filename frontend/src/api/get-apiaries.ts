import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Apiary } from '@shared/schemas/apiary';
import { api } from '@/lib/api-client';

/** The beekeeper's apiaries (`GET /api/apiaries`), shared by the apiaries screen and the hive forms. */
export const getApiaries = () => api.get<Apiary[]>('/api/apiaries');

export const apiariesQueryOptions = () => queryOptions({ queryKey: ['/api/apiaries'], queryFn: getApiaries });

export function useApiaries() {
  return useQuery(apiariesQueryOptions());
}
