import { screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEFAULT_USER_PREFERENCES } from '@shared/domain/user-preferences';
import type { WeatherAnswer } from '@shared/schemas/weather';
import { routes } from '@/lib/api-routes';
import { runtimeConfig, setRuntimeConfig } from '@/lib/runtime-config';
import { buildApiary } from '@/testing/records';
import { renderWithApp } from '@/testing/render';
import { apiUrl, buildUser, serveApiaries, server, signInAs } from '@/testing/server';
import { ApiaryWeatherAdvice } from './apiary-weather-advice';

const HOME_YARD = buildApiary({ name: 'Home Yard', latitude: '45.52', longitude: '-122.68' });
const ORCHARD = buildApiary({ id: '01HV000000000000000000APA3', name: 'Orchard' });

const weatherNow = (temp: number, main: 'Clear' | 'Rain'): WeatherAnswer => ({
  available: true,
  current: { temp, wind_speed: 5, humidity: 50, weather: [{ main, description: main.toLowerCase() }] },
  forecast: [],
});

function serveWeather(answer: WeatherAnswer) {
  const asked: string[] = [];
  server.use(
    http.get(apiUrl(routes.getWeather), ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('apiaryId') ?? '');
      return HttpResponse.json(answer);
    }),
  );
  return asked;
}

function renderAdvice(apiaryId: string, user = buildUser()) {
  signInAs(user);
  serveApiaries([HOME_YARD, ORCHARD]);
  return renderWithApp(<ApiaryWeatherAdvice apiaryId={apiaryId} />);
}

describe("an apiary's inspection advice for today", () => {
  it('says the weather now at the apiary and whether to open hives', async () => {
    const asked = serveWeather(weatherNow(72, 'Clear'));
    renderAdvice(HOME_YARD.id);
    expect(await screen.findByText('Today at Home Yard: 72°F, clear. Perfect for inspections')).toBeInTheDocument();
    expect(asked).toEqual([HOME_YARD.id]);
  });

  it("says when the weather is the local stack's sample", async () => {
    setRuntimeConfig({ ...runtimeConfig(), sampleWeather: true });
    serveWeather(weatherNow(72, 'Clear'));
    renderAdvice(HOME_YARD.id);
    expect(
      await screen.findByText("Sample weather from HiveKeeper's local stand-in, not a real forecast"),
    ).toBeVisible();
  });

  it("keeps the hive closed in the rain, in the beekeeper's units", async () => {
    serveWeather(weatherNow(59, 'Rain'));
    renderAdvice(HOME_YARD.id, buildUser({ preferences: { ...DEFAULT_USER_PREFERENCES, units: 'metric' } }));
    expect(await screen.findByText('Today at Home Yard: 15°C, rain. Not ideal for hive work')).toBeInTheDocument();
  });

  it('says so while it asks, and quietly when the weather is unavailable', async () => {
    server.use(http.get(apiUrl(routes.getWeather), () => delay('infinite')));
    const { unmount } = renderAdvice(HOME_YARD.id);
    expect(await screen.findByText('Checking the weather at Home Yard...')).toBeInTheDocument();
    unmount();

    serveWeather({ available: false, message: 'The weather service could not be reached' });
    renderAdvice(HOME_YARD.id);
    const note = await screen.findByText('No weather for Home Yard right now.');
    expect(note).not.toHaveClass('bg-honey-50');
    expect(screen.queryByText('Weather unavailable')).not.toBeInTheDocument();
  });

  it('shows nothing for an apiary without coordinates, and asks no weather for it', async () => {
    const asked = serveWeather(weatherNow(72, 'Clear'));
    signInAs(buildUser());
    serveApiaries([HOME_YARD, ORCHARD]);
    const { container } = renderWithApp(
      <>
        <ApiaryWeatherAdvice apiaryId={ORCHARD.id} />
        <ApiaryWeatherAdvice apiaryId={HOME_YARD.id} />
      </>,
    );
    expect(await screen.findByText(/^Today at Home Yard/)).toBeInTheDocument();
    expect(container.querySelectorAll('p')).toHaveLength(1);
    expect(asked).toEqual([HOME_YARD.id]);
  });
});
