import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WinterLossesAnswer } from '@shared/schemas/winter-losses';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';

/** `GET /api/winter-losses`: every winter with the COLOSS figures per apiary and in total, newest first. */
export const getWinterLosses = () => api.get<WinterLossesAnswer>(apiPath(routes.getWinterLosses));

export const winterLossesQueryOptions = () =>
  queryOptions({ queryKey: [apiPath(routes.getWinterLosses)], queryFn: getWinterLosses });

export function useWinterLosses() {
  return useQuery(winterLossesQueryOptions());
}
