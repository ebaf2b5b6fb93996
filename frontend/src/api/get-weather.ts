import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WeatherAnswer } from '@shared/schemas/weather';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';

/** The server keeps an answer this long per location, so asking again sooner would only get the same weather. */
const WEATHER_FRESH_MS = 30 * 60 * 1000;

/** `GET /api/weather?apiaryId=`: the weather at one of the beekeeper's apiaries, or that it is unavailable. */
export const getWeather = (apiaryId: string) => api.get<WeatherAnswer>(apiPath(routes.getWeather, {}, { apiaryId }));

/**
 * The one weather query, read by the weather card and advice and by the treatment form's warnings (hence it lives
 * here, outside both features): one cached answer per apiary, whichever screen asks first.
 */
export const weatherQueryOptions = (apiaryId: string) =>
  queryOptions({
    queryKey: [apiPath(routes.getWeather, {}, { apiaryId })],
    queryFn: () => getWeather(apiaryId),
    staleTime: WEATHER_FRESH_MS,
  });

export function useWeather(apiaryId: string) {
  return useQuery(weatherQueryOptions(apiaryId));
}
