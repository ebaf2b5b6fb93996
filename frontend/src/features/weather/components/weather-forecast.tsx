import type { ForecastDay } from '@shared/schemas/weather';
import { FORECAST_DAYS } from '@shared/domain/weather';
import { formatTemperature } from '@shared/rules/units';
import { useUnitSystem } from '@/hooks/use-unit-system';
import { useWeather } from '@/api/get-weather';
import { WeatherSkeleton } from './weather-card-skeleton';
import { WeatherIcon } from './weather-icon';
import { useMessages } from '@/lib/i18n/catalog';
import { formatDate } from '@/lib/i18n/format';
import { weatherMessages } from '../messages';

// A day's `dt` is a time on that day in UTC, so its weekday is read in UTC: the apiary's day, whatever the
// browser's time zone.
const WEEKDAY: Intl.DateTimeFormatOptions = { weekday: 'long', timeZone: 'UTC' };

/** The spec's day label: the first day after today is Tomorrow (in the beekeeper's words), the others their weekday. */
export function forecastDayLabel(day: ForecastDay, index: number, tomorrow: string): string {
  return index === 0 ? tomorrow : formatDate(new Date(day.dt * 1000), WEEKDAY);
}

/** The detailed weather: the days after today with their highs and lows, to plan the week's hive work. */
export function WeatherForecast({ apiaryId }: { apiaryId: string }) {
  const weather = useWeather(apiaryId);
  const system = useUnitSystem();
  const t = useMessages(weatherMessages);
  if (weather.isPending) return <WeatherSkeleton />;
  if (weather.isError || !weather.data.available) return <p className="text-stone-700">{t('forecast.unavailable')}</p>;
  return (
    <ol className="flex flex-col divide-y divide-stone-200">
      {weather.data.forecast.slice(0, FORECAST_DAYS).map((day, index) => {
        const condition = day.weather[0]?.main;
        return (
          <li key={day.dt} className="flex items-center gap-3 py-2 first:pt-0 last:pb-0">
            {condition && <WeatherIcon condition={condition} className="size-6" />}
            <div className="flex min-w-0 flex-1 flex-col">
              <p className="font-medium text-stone-900">{forecastDayLabel(day, index, t('forecast.tomorrow'))}</p>
              <p className="text-sm text-stone-600">{condition && t(`condition.${condition}`)}</p>
            </div>
            <p className="text-right text-stone-900">
              <span className="sr-only">{t('forecast.high')} </span>
              <span className="font-semibold">{formatTemperature(day.temp.max, system)}</span>
              <span aria-hidden="true"> / </span>
              <span className="sr-only">{t('forecast.low')} </span>
              <span className="text-stone-600">{formatTemperature(day.temp.min, system)}</span>
            </p>
          </li>
        );
      })}
    </ol>
  );
}
