import { cleanup, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Apiary } from '@shared/schemas/apiary';
import type { CurrentWeather, ForecastDay, WeatherAnswer, WeatherCondition } from '@shared/schemas/weather';
import { DEFAULT_USER_PREFERENCES } from '@shared/domain/user-preferences';
import { routes } from '@/lib/api-routes';
import { runtimeConfig, setRuntimeConfig } from '@/lib/runtime-config';
import { buildApiary } from '@/testing/records';
import { renderWithApp } from '@/testing/render';
import { apiUrl, buildUser, serveApiaries, server, signInAs } from '@/testing/server';
import { WeatherCard } from './weather-card';

const HOME_YARD = buildApiary({
  id: '01HV000000000000000000APA1',
  name: 'Home Yard',
  latitude: '45.52',
  longitude: '-122.68',
});
const RIVER_YARD = buildApiary({
  id: '01HV000000000000000000APA2',
  name: 'River Yard',
  latitude: '44.05',
  longitude: '-123.09',
});
const NO_PLACE_YARD = buildApiary({ id: '01HV000000000000000000APA3', name: 'Orchard' });

// Tuesday 24 November 2026, noon UTC, and the days after it.
const TUESDAY_NOON = Date.UTC(2026, 10, 24, 12) / 1000;
const DAY_SECONDS = 24 * 60 * 60;

function forecastDay(index: number, max: number, min: number, main: WeatherCondition = 'Clouds'): ForecastDay {
  return { dt: TUESDAY_NOON + index * DAY_SECONDS, temp: { max, min }, weather: [{ main }] };
}

function weatherAt(current: Partial<CurrentWeather> = {}): WeatherAnswer {
  return {
    available: true,
    current: {
      temp: 72,
      wind_speed: 8,
      humidity: 55,
      weather: [{ main: 'Clear', description: 'clear sky' }],
      ...current,
    },
    forecast: [
      forecastDay(0, 70, 50, 'Clear'),
      forecastDay(1, 64, 45, 'Rain'),
      forecastDay(2, 59, 41),
      forecastDay(3, 68, 48),
    ],
  };
}

/** Answers the weather per apiary, and records which apiaries the card asked for. */
function serveWeather(answers: Record<string, WeatherAnswer>): string[] {
  const asked: string[] = [];
  server.use(
    http.get(apiUrl(routes.getWeather), ({ request }) => {
      const apiaryId = new URL(request.url).searchParams.get('apiaryId') ?? '';
      asked.push(apiaryId);
      const answer = answers[apiaryId];
      return answer ? HttpResponse.json(answer) : HttpResponse.json({ message: 'Apiary not found' }, { status: 404 });
    }),
  );
  return asked;
}

function renderCard({ apiaries, path }: { apiaries: Apiary[]; path?: string }) {
  serveApiaries(apiaries);
  return renderWithApp(<WeatherCard />, path ? { path, route: '/' } : {});
}

const card = () => screen.getByRole('region', { name: 'Weather' });
const conditionText = (temp: number, main: WeatherCondition) =>
  weatherAt({ temp, weather: [{ main, description: main.toLowerCase() }] });

describe('WeatherCard', () => {
  it('shows the weather now at the first apiary with coordinates, in imperial units, with the advice', async () => {
    signInAs(buildUser());
    const asked = serveWeather({ [HOME_YARD.id]: weatherAt() });
    renderCard({ apiaries: [NO_PLACE_YARD, HOME_YARD] });
    expect(within(card()).getByRole('status', { name: 'Loading weather...' })).toBeInTheDocument();
    expect(await within(card()).findByText('72°F')).toBeInTheDocument();
    expect(within(card()).getByText('Clear')).toBeInTheDocument();
    expect(within(card()).getByText('8 mph')).toBeInTheDocument();
    expect(within(card()).getByText('55%')).toBeInTheDocument();
    expect(within(card()).getByText('Perfect for inspections')).toBeInTheDocument();
    const selector = within(card()).getByRole('combobox', { name: 'Weather at apiary' });
    expect(
      within(selector)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Home Yard']);
    expect(asked).toEqual([HOME_YARD.id]);
  });

  it("says the weather is the local stack's sample, where the stage serves sample weather", async () => {
    signInAs(buildUser());
    serveWeather({ [HOME_YARD.id]: weatherAt() });
    renderCard({ apiaries: [HOME_YARD] });
    expect(await within(card()).findByText('72°F')).toBeInTheDocument();
    const sampleNote = "Sample weather from HiveKeeper's local stand-in, not a real forecast";
    expect(within(card()).queryByText(sampleNote)).not.toBeInTheDocument();

    cleanup();
    setRuntimeConfig({ ...runtimeConfig(), sampleWeather: true });
    renderCard({ apiaries: [HOME_YARD] });
    expect(await within(card()).findByText(sampleNote)).toBeVisible();
  });

  it('shows the weather in metric units when the beekeeper chose them', async () => {
    signInAs(buildUser({ preferences: { ...DEFAULT_USER_PREFERENCES, units: 'metric' } }));
    serveWeather({ [HOME_YARD.id]: weatherAt() });
    const { user } = renderCard({ apiaries: [HOME_YARD] });
    expect(await within(card()).findByText('22°C')).toBeInTheDocument();
    expect(within(card()).getByText('13 km/h')).toBeInTheDocument();
    expect(within(card()).queryByText('72°F')).not.toBeInTheDocument();
    await user.click(within(card()).getByRole('button', { name: 'Show 5-Day Forecast' }));
    expect(await within(card()).findByText('21°C')).toBeInTheDocument();
    expect(within(card()).getByText('10°C')).toBeInTheDocument();
  });

  it.each([
    [45, 'Clear', 'Too cold for inspections'],
    [70, 'Rain', 'Not ideal for hive work'],
    [90, 'Clear', 'Hot - inspect early morning'],
    [80, 'Clear', 'Perfect for inspections'],
    [70, 'Clouds', 'Good for hive work'],
  ] as const)('at %i °F and %s advises "%s"', async (temp, main, advice) => {
    signInAs(buildUser());
    serveWeather({ [HOME_YARD.id]: conditionText(temp, main) });
    renderCard({ apiaries: [HOME_YARD] });
    expect(await within(card()).findByText(advice)).toBeInTheDocument();
  });

  it('labels the forecast Tomorrow and then by weekday, with highs and lows', async () => {
    signInAs(buildUser());
    serveWeather({ [HOME_YARD.id]: weatherAt() });
    const { user } = renderCard({ apiaries: [HOME_YARD] });
    const toggle = await within(card()).findByRole('button', { name: 'Show 5-Day Forecast' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(card()).queryByRole('region', { name: '5-Day Forecast' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(within(card()).getByRole('button', { name: 'Hide 5-Day Forecast' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const forecast = within(card()).getByRole('region', { name: '5-Day Forecast' });
    const days = within(forecast).getAllByRole('listitem');
    expect(days.map((day) => within(day).getAllByRole('paragraph')[0]?.textContent)).toEqual([
      'Tomorrow',
      'Wednesday',
      'Thursday',
      'Friday',
    ]);
    const wednesday = within(days[1] ?? forecast);
    expect(wednesday.getByText('Rain')).toBeInTheDocument();
    expect(wednesday.getByText('64°F')).toBeInTheDocument();
    expect(wednesday.getByText('45°F')).toBeInTheDocument();
  });

  it("says 'Weather unavailable' when the provider couldn't answer, and offers no forecast it hasn't got", async () => {
    signInAs(buildUser());
    serveWeather({ [HOME_YARD.id]: { available: false, message: 'Weather data unavailable' } });
    renderCard({ apiaries: [HOME_YARD] });
    expect(await within(card()).findByText('Weather unavailable')).toBeInTheDocument();
    expect(within(card()).queryByRole('button', { name: 'Show 5-Day Forecast' })).not.toBeInTheDocument();
    expect(within(card()).queryByText(/°F/)).not.toBeInTheDocument();
  });

  it("says 'Weather unavailable' when the request fails, without a forecast button", async () => {
    signInAs(buildUser());
    server.use(http.get(apiUrl(routes.getWeather), () => HttpResponse.json({ message: 'Boom' }, { status: 500 })));
    renderCard({ apiaries: [HOME_YARD] });
    expect(await within(card()).findByText('Weather unavailable')).toBeInTheDocument();
    expect(within(card()).queryByRole('button', { name: 'Show 5-Day Forecast' })).not.toBeInTheDocument();
  });

  it('switches the weather to the apiary the beekeeper picks, and keeps the choice in the address', async () => {
    signInAs(buildUser());
    const asked = serveWeather({ [HOME_YARD.id]: weatherAt({ temp: 72 }), [RIVER_YARD.id]: weatherAt({ temp: 58 }) });
    const { user } = renderCard({ apiaries: [HOME_YARD, RIVER_YARD] });
    expect(await within(card()).findByText('72°F')).toBeInTheDocument();
    await user.selectOptions(within(card()).getByRole('combobox', { name: 'Weather at apiary' }), 'River Yard');
    expect(await within(card()).findByText('58°F')).toBeInTheDocument();
    expect(asked).toEqual([HOME_YARD.id, RIVER_YARD.id]);
    expect(screen.getByTestId('location')).toHaveTextContent(`/?apiaryId=${RIVER_YARD.id}`);
  });

  it('starts with the apiary the address names', async () => {
    signInAs(buildUser());
    const asked = serveWeather({ [HOME_YARD.id]: weatherAt({ temp: 72 }), [RIVER_YARD.id]: weatherAt({ temp: 58 }) });
    renderCard({ apiaries: [HOME_YARD, RIVER_YARD], path: `/?apiaryId=${RIVER_YARD.id}` });
    expect(await within(card()).findByText('58°F')).toBeInTheDocument();
    expect(within(card()).getByRole('combobox', { name: 'Weather at apiary' })).toHaveValue(RIVER_YARD.id);
    expect(asked).toEqual([RIVER_YARD.id]);
  });

  it('shows no weather but a way to the apiaries when no apiary has coordinates', async () => {
    signInAs(buildUser());
    const asked = serveWeather({});
    renderCard({ apiaries: [NO_PLACE_YARD] });
    const link = await within(card()).findByRole('link', { name: 'add coordinates to an apiary' });
    expect(link).toHaveAttribute('href', '/apiaries');
    expect(within(card()).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(card()).queryByText('Weather unavailable')).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});
