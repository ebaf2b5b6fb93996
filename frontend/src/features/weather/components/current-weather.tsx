import { weatherAdviceKind } from '@shared/rules/weather';
import { formatHumidity, formatTemperature, formatWindSpeed } from '@shared/rules/units';
import { useUnitSystem } from '@/hooks/use-unit-system';
import { useWeather } from '@/api/get-weather';
import { WeatherSkeleton } from './weather-card-skeleton';
import { WeatherIcon } from './weather-icon';
import { useMessages } from '@/lib/i18n/catalog';
import { weatherMessages } from '../messages';
import { SampleWeatherNote } from './sample-weather-note';

/** The compact weather: now at the apiary, and whether it is a day to open hives (spec section 9's advice). */
export function CurrentWeather({ apiaryId }: { apiaryId: string }) {
  const weather = useWeather(apiaryId);
  const system = useUnitSystem();
  const t = useMessages(weatherMessages);
  const current = weather.data?.available ? weather.data.current : undefined;
  const condition = current?.weather[0];
  if (weather.isPending) return <WeatherSkeleton />;
  if (!current || !condition) return <p className="text-stone-700">{t('current.unavailable')}</p>;
  const { temp, wind_speed, humidity } = current;
  const { main, description } = condition;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-3">
        <WeatherIcon condition={main} className="size-10" />
        <div className="flex flex-col">
          <p className="text-3xl font-bold text-stone-900">{formatTemperature(temp, system)}</p>
          <p className="text-stone-700">
            {t(`condition.${main}`)}
            <span translate="no" className="text-sm text-stone-600">
              , {description}
            </span>
          </p>
        </div>
      </div>
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-stone-700">
        <div className="flex gap-1">
          <dt>{t('current.wind')}</dt>
          <dd className="font-medium text-stone-900">{formatWindSpeed(wind_speed, system)}</dd>
        </div>
        <div className="flex gap-1">
          <dt>{t('current.humidity')}</dt>
          <dd className="font-medium text-stone-900">{formatHumidity(humidity)}</dd>
        </div>
      </dl>
      <p className="rounded-md bg-honey-50 px-3 py-2 font-medium text-stone-900">
        {t(`advice.${weatherAdviceKind(temp, main)}`)}
      </p>
      <SampleWeatherNote />
    </div>
  );
}
