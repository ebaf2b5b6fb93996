import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { WeatherAnswer } from '@shared/schemas/weather';
import { useWeather } from '@/api/get-weather';
import { routes } from '@/lib/api-routes';
import { renderWithApp } from '@/testing/render';
import { apiUrl, server } from '@/testing/server';
import { useApiaryForecast } from './get-apiary-forecast';

const APIARY = '01HV000000000000000000APA1';
const answer: WeatherAnswer = {
  available: true,
  current: { temp: 71, wind_speed: 5, humidity: 50, weather: [{ main: 'Clear', description: 'clear' }] },
  forecast: [
    { dt: Date.parse('2026-07-01T12:00:00Z') / 1000, temp: { max: 88, min: 60 }, weather: [{ main: 'Clear' }] },
  ],
};

/** The weather card's read and the treatment form's read of the same apiary, side by side. */
function BothReaders() {
  const weather = useWeather(APIARY);
  const highs = useApiaryForecast(APIARY);
  return (
    <>
      <p>Now {weather.data?.available ? weather.data.current.temp : '...'}°F</p>
      <p>Highs {highs.data?.map(({ date, highF }) => `${date} ${highF}`).join(', ') ?? '...'}</p>
    </>
  );
}

describe('the weather query', () => {
  it('is one request for the weather card and the treatment warnings of the same apiary', async () => {
    const asked: string[] = [];
    server.use(
      http.get(apiUrl(routes.getWeather), ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('apiaryId') ?? '');
        return HttpResponse.json(answer);
      }),
    );
    renderWithApp(<BothReaders />);

    expect(await screen.findByText('Now 71°F')).toBeInTheDocument();
    expect(await screen.findByText('Highs 2026-07-01 88')).toBeInTheDocument();
    expect(asked).toEqual([APIARY]);
  });
});
