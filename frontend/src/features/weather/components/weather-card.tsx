import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { Apiary } from '@shared/schemas/apiary';
import { useApiaries } from '@/api/get-apiaries';
import { useWeather } from '@/api/get-weather';
import { QueryContent } from '@/components/query-content';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Label, Select } from '@/components/ui/input';
import { RecordOptions } from '@/components/ui/select-options';
import { paths } from '@/config/paths';
import { CurrentWeather } from './current-weather';
import { WeatherSkeleton } from './weather-card-skeleton';
import { WeatherForecast } from './weather-forecast';
import { useMessages } from '@/lib/i18n/catalog';
import { weatherMessages } from '../messages';

/** The query parameter that keeps the chosen apiary, so a reload or a shared link shows the same weather. */
export const WEATHER_APIARY_QUERY = 'apiaryId';

const hasCoordinates = (apiary: Apiary) => apiary.latitude !== null && apiary.longitude !== null;

/**
 * The dashboard's Weather card: now at one of the beekeeper's apiaries with the inspection advice, and on request
 * the 5-day forecast. Weather needs a place, so apiaries without coordinates are not offered.
 */
export function WeatherCard() {
  const apiaries = useApiaries();
  const t = useMessages(weatherMessages);
  return (
    <Card role="region" aria-labelledby="weather-title">
      <CardHeader>
        <h2 id="weather-title" className="text-lg font-semibold text-stone-900">
          {t('card.title')}
        </h2>
      </CardHeader>
      <CardContent>
        <QueryContent query={apiaries} loading={<WeatherSkeleton />} what={t('card.loadWhat')}>
          {(loaded) => {
            const [first, ...others] = loaded.filter(hasCoordinates);
            return first ? <ApiaryWeather apiaries={[first, ...others]} /> : <NoLocatedApiary />;
          }}
        </QueryContent>
      </CardContent>
    </Card>
  );
}

function NoLocatedApiary() {
  const t = useMessages(weatherMessages);
  return (
    <p className="text-stone-700">
      {t('card.noPlace.before')}{' '}
      <Link to={paths.app.apiaries.getHref()} className="font-medium text-honey-800 underline">
        {t('card.noPlace.link')}
      </Link>
      {t('card.noPlace.after')}
    </p>
  );
}

/** `apiaries` are the ones with coordinates, at least one: the first unless the address names another. */
function ApiaryWeather({ apiaries }: { apiaries: [Apiary, ...Apiary[]] }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [showForecast, setShowForecast] = useState(false);
  const t = useMessages(weatherMessages);
  const selectId = useId();
  const forecastId = useId();
  const apiary = apiaries.find((each) => each.id === searchParams.get(WEATHER_APIARY_QUERY)) ?? apiaries[0];
  // The same cached answer CurrentWeather reads: with no weather there is no forecast either, so none is offered.
  const weather = useWeather(apiary.id);
  const unavailable = weather.isError || weather.data?.available === false;
  const chooseApiary = (apiaryId: string) =>
    setSearchParams(
      (current) => {
        current.set(WEATHER_APIARY_QUERY, apiaryId);
        return current;
      },
      { replace: true },
    );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={selectId}>{t('card.atApiary')}</Label>
        <Select id={selectId} value={apiary.id} onChange={(event) => chooseApiary(event.target.value)}>
          <RecordOptions records={apiaries} />
        </Select>
      </div>
      <CurrentWeather apiaryId={apiary.id} />
      {!unavailable && (
        <>
          <Button
            variant="outline"
            aria-expanded={showForecast}
            aria-controls={forecastId}
            onClick={() => setShowForecast((shown) => !shown)}
          >
            {showForecast ? t('card.hideForecast') : t('card.showForecast')}
          </Button>
          <section id={forecastId} hidden={!showForecast} aria-labelledby={`${forecastId}-title`}>
            <h3 id={`${forecastId}-title`} className="mb-2 font-semibold text-stone-900">
              {t('card.forecast')}
            </h3>
            {showForecast && <WeatherForecast apiaryId={apiary.id} />}
          </section>
        </>
      )}
    </div>
  );
}
