import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnitSystem } from '@shared/rules/units';
import type { YieldForecast } from '@shared/rules/yield-forecast';
import { DEFAULT_USER_PREFERENCES } from '@shared/domain/user-preferences';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';

/** `GET /api/production/forecast?units=`: this season's honey forecast, its input notes in the beekeeper's units. */
export const getYieldForecast = (units: UnitSystem) =>
  api.get<YieldForecast>(apiPath(routes.getYieldForecast, {}, { units }));

/** Every forecast is keyed under this, so a harvest recorded, edited or deleted refetches it. */
export const yieldForecastQueryKey = () => [apiPath(routes.getYieldForecast)] as const;

export const yieldForecastQueryOptions = (units: UnitSystem) =>
  queryOptions({ queryKey: [...yieldForecastQueryKey(), { units }], queryFn: () => getYieldForecast(units) });

/** Waits for the beekeeper's units (undefined while their account loads), so the notes are asked for once. */
export function useYieldForecast(units: UnitSystem | undefined) {
  return useQuery({
    ...yieldForecastQueryOptions(units ?? DEFAULT_USER_PREFERENCES.units),
    enabled: units !== undefined,
  });
}
