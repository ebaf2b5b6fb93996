import { queryOptions, useQuery } from '@tanstack/react-query';
import type { YieldForecast } from '@shared/rules/yield-forecast';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';

/** `GET /api/production/forecast`: this season's honey forecast, its input notes as facts in lbs. */
export const getYieldForecast = () => api.get<YieldForecast>(apiPath(routes.getYieldForecast));

/** The forecast's key, so a harvest recorded, edited or deleted refetches it. */
export const yieldForecastQueryKey = () => [apiPath(routes.getYieldForecast)] as const;

export const yieldForecastQueryOptions = () =>
  queryOptions({ queryKey: yieldForecastQueryKey(), queryFn: getYieldForecast });

export function useYieldForecast() {
  return useQuery(yieldForecastQueryOptions());
}
