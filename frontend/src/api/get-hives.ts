import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Hive } from '@shared/schemas/hive';
import { api } from '@/lib/api-client';

/** The beekeeper's hives (`GET /api/hives`), shared by the dashboard, the hives screen and every record form. */
export const getHives = () => api.get<Hive[]>('/api/hives');

export const hivesQueryOptions = () => queryOptions({ queryKey: ['/api/hives'], queryFn: getHives });

export function useHives() {
  return useQuery(hivesQueryOptions());
}
