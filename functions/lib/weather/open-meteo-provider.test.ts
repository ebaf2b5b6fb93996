import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { weatherSchema } from '../../../shared/schemas/weather';
import { FORECAST_DAYS } from '../../../shared/domain/weather';
import {
  ARCHIVE_DELAY_DAYS,
  startOpenMeteoStandIn,
  standInPastDay,
  unreachableUrl,
  type OpenMeteoStandIn,
} from '../../../infra/local/open-meteo-stand-in';
import { createOpenMeteoProvider } from './open-meteo-provider';
import { WeatherUnavailableError } from './weather-provider';

/** Short, so the slow case proves the timeout without slowing the suite. */
const TIMEOUT_MS = 300;
const apiary = { lat: 44.98, lon: -93.27 };

let standIn: OpenMeteoStandIn;
beforeAll(async () => {
  standIn = await startOpenMeteoStandIn({ slowMs: TIMEOUT_MS * 5 });
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.behave('up');
  standIn.requests.length = 0;
});

const provider = () => createOpenMeteoProvider({ baseUrl: standIn.url, timeoutMs: TIMEOUT_MS });

describe('the Open-Meteo weather provider', () => {
  it('asks for now and the coming days at the apiary in °F and mph, in its own time zone', async () => {
    await provider().forecast(apiary);
    expect(standIn.requests.map((query) => Object.fromEntries(query))).toEqual([
      {
        latitude: '44.98',
        longitude: '-93.27',
        current: 'temperature_2m,relative_humidity_2m,wind_speed_10m,weather_code',
        daily: 'temperature_2m_max,temperature_2m_min,weather_code',
        temperature_unit: 'fahrenheit',
        wind_speed_unit: 'mph',
        timezone: 'auto',
        forecast_days: String(FORECAST_DAYS + 1),
      },
    ]);
  });

  it("answers the spec's shape: now, then the days after today with their WMO codes mapped", async () => {
    const weather = await provider().forecast(apiary);
    expect(weatherSchema.strict().parse(weather)).toEqual(weather);
    expect(weather.current).toEqual({
      temp: 68,
      wind_speed: 10,
      humidity: 55,
      weather: [{ main: 'Clouds', description: 'partly cloudy' }],
    });
    // The stand-in's days from today: 21/9 °C clear (today, left out), then rain, overcast, thunderstorm, snow.
    expect(weather.forecast.map(({ temp, weather: [condition] }) => [temp.max, temp.min, condition?.main])).toEqual([
      [71.6, 50, 'Rain'],
      [64.4, 46.4, 'Clouds'],
      [86, 66.2, 'Thunderstorm'],
      [35.6, 24.8, 'Snow'],
    ]);
  });

  it('dates each day at noon at the apiary, one day apart, starting tomorrow', async () => {
    const { forecast } = await provider().forecast(apiary);
    const offsetSeconds = -6 * 3_600; // the stand-in's zone for longitude -93.27
    const tomorrow = new Date(Date.now() + offsetSeconds * 1000);
    tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
    tomorrow.setUTCHours(12, 0, 0, 0);
    expect(forecast.map((day) => day.dt)).toEqual(
      [0, 1, 2, 3].map((index) => tomorrow.getTime() / 1000 + index * 86_400 - offsetSeconds),
    );
  });

  it.each([
    ['answers 500', 'error'],
    ['drops the connection', 'reset'],
    ['answers without the daily forecast', 'malformed'],
  ] as const)('is unavailable when Open-Meteo %s', async (_, behaviour) => {
    standIn.behave(behaviour);
    await expect(provider().forecast(apiary)).rejects.toThrow(WeatherUnavailableError);
  });

  it('is unavailable when nothing listens at its address', async () => {
    const down = createOpenMeteoProvider({ baseUrl: await unreachableUrl(), timeoutMs: TIMEOUT_MS });
    await expect(down.forecast(apiary)).rejects.toThrow(WeatherUnavailableError);
  });

  it('gives up after its timeout rather than keep the card waiting', async () => {
    standIn.behave('slow');
    const started = performance.now();
    await expect(provider().forecast(apiary)).rejects.toThrow(WeatherUnavailableError);
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(TIMEOUT_MS - 20);
    expect(waited).toBeLessThan(TIMEOUT_MS * 5);
  });
});

describe("the Open-Meteo provider's weather history", () => {
  const DAY_MS = 86_400_000;
  // 2026-05-01 is day 20,574 since 1970-01-01: the stand-in's past day 20,574 % 5 = 4, then 0, 1.
  const days = { from: '2026-05-01', to: '2026-05-03' };
  const dateBefore = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10);

  it("asks the archive for the apiary's days in its own time zone, in °C and mm", async () => {
    const archived = createOpenMeteoProvider({ baseUrl: 'http://127.0.0.1:9', archiveUrl: standIn.url });
    await archived.history(apiary, days);
    expect(standIn.requests.map((query) => Object.fromEntries(query))).toEqual([
      {
        latitude: '44.98',
        longitude: '-93.27',
        start_date: '2026-05-01',
        end_date: '2026-05-03',
        daily: 'temperature_2m_max,temperature_2m_min,precipitation_sum',
        timezone: 'auto',
      },
    ]);
  });

  it('answers each day with its highest and lowest temperature and its precipitation', async () => {
    expect(await provider().history(apiary, days)).toEqual(
      ['2026-05-01', '2026-05-02', '2026-05-03'].map((date) => ({ date, ...standInPastDay(date) })),
    );
  });

  it("answers null for the days the archive's data has not reached yet", async () => {
    const recent = await provider().history(apiary, { from: dateBefore(ARCHIVE_DELAY_DAYS), to: dateBefore(0) });
    expect(recent.map(({ maxC }) => maxC === null)).toEqual([false, ...Array<boolean>(ARCHIVE_DELAY_DAYS).fill(true)]);
    expect(recent.at(-1)).toEqual({ date: dateBefore(0), maxC: null, minC: null, precipitationMm: null });
  });

  it.each([
    ['answers 500', 'error'],
    ['drops the connection', 'reset'],
    ['answers without the days', 'malformed'],
    ['is too slow', 'slow'],
  ] as const)('is unavailable when Open-Meteo %s', async (_, behaviour) => {
    standIn.behave(behaviour);
    await expect(provider().history(apiary, days)).rejects.toThrow(WeatherUnavailableError);
  });

  it('is unavailable when the archive refuses the range (400)', async () => {
    await expect(provider().history(apiary, { from: '2026-05-03', to: '2026-05-01' })).rejects.toThrow(
      WeatherUnavailableError,
    );
  });
});
