import { useQuery } from '@tanstack/react-query';
import type { CalendarDate } from '@shared/schemas/common';
import type { WeatherAnswer } from '@shared/schemas/weather';
import { weatherQueryOptions } from '@/api/get-weather';

/** Daily highs (°F) by calendar date, as the treatment warnings read a forecast. */
export type ForecastHighs = { date: CalendarDate; highF: number }[];

/** A day's `dt` is a time on that day in UTC, so its date is read in UTC: the apiary's day. */
function forecastHighs(answer: WeatherAnswer): ForecastHighs {
  if (!answer.available) return [];
  return answer.forecast.map((day) => ({
    date: new Date(day.dt * 1000).toISOString().slice(0, 10),
    highF: day.temp.max,
  }));
}

/** The forecast highs at the hive's apiary, from the weather query; none while there is no apiary. */
export function useApiaryForecast(apiaryId: string | undefined) {
  return useQuery({ ...weatherQueryOptions(apiaryId ?? ''), select: forecastHighs, enabled: Boolean(apiaryId) });
}
