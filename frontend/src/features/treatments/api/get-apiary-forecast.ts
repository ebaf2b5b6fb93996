import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarDate } from '@shared/schemas/common';
import type { WeatherAnswer } from '@shared/schemas/weather';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';

/** The server keeps a forecast this long per location: asking again sooner would get the same days. */
const FORECAST_FRESH_MS = 30 * 60 * 1000;

/** Daily highs (°F) by calendar date, as the treatment warnings read a forecast. */
export type ForecastHighs = { date: CalendarDate; highF: number }[];

/** `GET /api/weather?apiaryId=`: the forecast at the hive's apiary, read for the treatment form's warnings. */
export const getApiaryWeather = (apiaryId: string) =>
  api.get<WeatherAnswer>(apiPath(routes.getWeather, {}, { apiaryId }));

// The weather card asks the same URL: the key is the URL, so both share one cached answer.
export const apiaryForecastQueryOptions = (apiaryId: string) =>
  queryOptions({
    queryKey: [apiPath(routes.getWeather, {}, { apiaryId })],
    queryFn: () => getApiaryWeather(apiaryId),
    staleTime: FORECAST_FRESH_MS,
    select: forecastHighs,
  });

/** A day's `dt` is a time on that day in UTC, so its date is read in UTC: the apiary's day. */
function forecastHighs(answer: WeatherAnswer): ForecastHighs {
  if (!answer.available) return [];
  return answer.forecast.map((day) => ({
    date: new Date(day.dt * 1000).toISOString().slice(0, 10),
    highF: day.temp.max,
  }));
}

/** The forecast highs at an apiary; none while there is no apiary, or when the weather can't be had. */
export function useApiaryForecast(apiaryId: string | undefined) {
  return useQuery({ ...apiaryForecastQueryOptions(apiaryId ?? ''), enabled: Boolean(apiaryId) });
}
