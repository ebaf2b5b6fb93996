/**
 * A local HTTP stand-in for Open-Meteo's forecast API (https://open-meteo.com/en/docs) and its Historical Weather API
 * (https://open-meteo.com/en/docs/historical-weather-api), so the adapter is tested over real HTTP offline, and
 * `npm start` has weather without a network (its sample weather, labelled as such). For any location,
 * `GET /v1/forecast` answers the documented shape for the variables HiveKeeper asks: `current` (one value each) and
 * `daily` (one array each, indexed like `daily.time`, starting today in the location's time zone), in °C and km/h
 * unless `temperature_unit=fahrenheit` and `wind_speed_unit=mph` ask otherwise, as Open-Meteo does.
 * `GET /v1/archive` answers `daily` from `start_date` through `end_date` in °C and mm, null for the days its data has
 * not reached (the real archive's delay, `ARCHIVE_DELAY_DAYS`). Its figures are fixed (below), so tests know what to
 * expect.
 *
 * `behave(...)` switches it: `up`, `error` (a 500 with Open-Meteo's `{ error, reason }` body), `slow` (answers after
 * `slowMs`), `malformed` (a 200 whose body lacks `daily`), `reset` (drops the connection); a test in another process
 * (the integration suite's stand-in runs in its global setup) switches it with `behaveRemotely`, a PUT to
 * `/stand-in/behaviour`, for one latitude only: the suite's files run side by side, and one file's outage must not
 * reach another's forecasts. `unreachableUrl()` gives an address where nothing listens (connection refused).
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeServer } from './servers';
import { DAY_MS } from '../../shared/domain/durations';

const BEHAVIOURS = ['up', 'error', 'slow', 'malformed', 'reset'] as const;
export type OpenMeteoBehaviour = (typeof BEHAVIOURS)[number];

const CONTROL_PATH = '/stand-in/behaviour';

export interface OpenMeteoStandIn {
  /** The base URL to configure as `OPEN_METEO_URL`. */
  url: string;
  /** The query of every forecast and archive request that reached it, in order. */
  readonly requests: URLSearchParams[];
  behave(behaviour: OpenMeteoBehaviour): void;
  close(): Promise<void>;
}

/** What the stand-in reports now, in Open-Meteo's default units. */
export const STAND_IN_CURRENT = { temperatureC: 20, relativeHumidity: 55, windKmh: 16.09344, weatherCode: 2 };
/** Day by day from today: °C and the WMO code (0 clear, 61 slight rain, 3 overcast, 95 thunderstorm, 71 snow...). */
export const STAND_IN_DAILY = [
  { maxC: 21, minC: 9, weatherCode: 0 },
  { maxC: 22, minC: 10, weatherCode: 61 },
  { maxC: 18, minC: 8, weatherCode: 3 },
  { maxC: 30, minC: 19, weatherCode: 95 },
  { maxC: 2, minC: -4, weatherCode: 71 },
  { maxC: 12, minC: 5, weatherCode: 45 },
  { maxC: 15, minC: 6, weatherCode: 53 },
];

/**
 * Past days, by the day's number since 1970-01-01 modulo their count, so a date has the same weather whatever range
 * is asked: how far the day's highest and lowest °C are from the season's (`SEASON`), and its mm of precipitation.
 */
export const STAND_IN_PAST_DAYS = [
  { maxOffsetC: 2, minOffsetC: 1, precipitationMm: 0 },
  { maxOffsetC: -3, minOffsetC: 0, precipitationMm: 6.2 },
  { maxOffsetC: 4, minOffsetC: 2, precipitationMm: 0 },
  { maxOffsetC: -5, minOffsetC: -1, precipitationMm: 12.5 },
  { maxOffsetC: 0, minOffsetC: -2, precipitationMm: 0.4 },
];
/**
 * A temperate northern year, so a year of a hive's weather reads like one: the day's highest °C is `meanMaxC` give
 * or take `swingC` (warmest in late July, day 205), the lowest `dayRangeC` under it. Figures of the stand-in's own,
 * not of any place.
 */
const SEASON = { meanMaxC: 16, swingC: 11, warmestDay: 205, dayRangeC: 9 } as const;

/** The archive's last days, today among them, are null until its data reaches them (Open-Meteo: "a delay of 2 days"). */
export const ARCHIVE_DELAY_DAYS = 2;

/** The stand-in's weather of a past date, or nulls for a date the archive has not reached. */
export function standInPastDay(date: string): {
  maxC: number | null;
  minC: number | null;
  precipitationMm: number | null;
} {
  const day = Date.parse(date) / DAY_MS;
  if (day > Math.floor(Date.now() / DAY_MS) - ARCHIVE_DELAY_DAYS)
    return { maxC: null, minC: null, precipitationMm: null };
  const { maxOffsetC, minOffsetC, precipitationMm } = STAND_IN_PAST_DAYS[day % STAND_IN_PAST_DAYS.length] ?? {
    maxOffsetC: 0,
    minOffsetC: 0,
    precipitationMm: 0,
  };
  const dayOfYear = (Date.parse(date) - Date.parse(`${date.slice(0, 4)}-01-01`)) / DAY_MS;
  const seasonMaxC = SEASON.meanMaxC + SEASON.swingC * Math.cos((2 * Math.PI * (dayOfYear - SEASON.warmestDay)) / 365);
  // `+ 0` makes a rounded -0 plain 0, as it reads once sent as JSON.
  const whole = (celsius: number) => Math.round(celsius) + 0;
  return {
    maxC: whole(seasonMaxC + maxOffsetC),
    minC: whole(seasonMaxC - SEASON.dayRangeC + minOffsetC),
    precipitationMm,
  };
}

const roundTenth = (value: number) => Math.round(value * 10) / 10;
const fahrenheit = (celsius: number) => roundTenth((celsius * 9) / 5 + 32);
const mph = (kmh: number) => roundTenth(kmh / 1.609344);

function forecast(query: URLSearchParams): Record<string, unknown> {
  const latitude = Number(query.get('latitude'));
  const longitude = Number(query.get('longitude'));
  const days = Math.min(Number(query.get('forecast_days') ?? 7), STAND_IN_DAILY.length);
  const inFahrenheit = query.get('temperature_unit') === 'fahrenheit';
  const inMph = query.get('wind_speed_unit') === 'mph';
  const temperature = (celsius: number) => (inFahrenheit ? fahrenheit(celsius) : celsius);
  // `timezone=auto` resolves the location's zone; its solar hour is near enough for a stand-in.
  const offsetSeconds = query.get('timezone') === 'auto' ? Math.round(longitude / 15) * 3_600 : 0;
  const localNow = new Date(Date.now() + offsetSeconds * 1000);
  const dates = STAND_IN_DAILY.slice(0, days).map((_, index) => {
    const day = new Date(localNow);
    day.setUTCDate(localNow.getUTCDate() + index);
    return day.toISOString().slice(0, 10);
  });
  const temperatureUnit = inFahrenheit ? '°F' : '°C';
  return {
    latitude,
    longitude,
    generationtime_ms: 0.05,
    utc_offset_seconds: offsetSeconds,
    timezone: 'GMT',
    timezone_abbreviation: 'GMT',
    elevation: 100,
    current_units: {
      time: 'iso8601',
      interval: 'seconds',
      temperature_2m: temperatureUnit,
      relative_humidity_2m: '%',
      wind_speed_10m: inMph ? 'mp/h' : 'km/h',
      weather_code: 'wmo code',
    },
    current: {
      time: localNow.toISOString().slice(0, 16),
      interval: 900,
      temperature_2m: temperature(STAND_IN_CURRENT.temperatureC),
      relative_humidity_2m: STAND_IN_CURRENT.relativeHumidity,
      wind_speed_10m: inMph ? mph(STAND_IN_CURRENT.windKmh) : STAND_IN_CURRENT.windKmh,
      weather_code: STAND_IN_CURRENT.weatherCode,
    },
    daily_units: {
      time: 'iso8601',
      temperature_2m_max: temperatureUnit,
      temperature_2m_min: temperatureUnit,
      weather_code: 'wmo code',
    },
    daily: {
      time: dates,
      temperature_2m_max: STAND_IN_DAILY.slice(0, days).map((day) => temperature(day.maxC)),
      temperature_2m_min: STAND_IN_DAILY.slice(0, days).map((day) => temperature(day.minC)),
      weather_code: STAND_IN_DAILY.slice(0, days).map((day) => day.weatherCode),
    },
  };
}

/** The archive's days from `start_date` through `end_date`, or null when they are missing or out of order (a 400). */
function archive(query: URLSearchParams): Record<string, unknown> | null {
  const [start, end] = [query.get('start_date') ?? '', query.get('end_date') ?? ''];
  if (!/^\d{4}-\d{2}-\d{2}$/.test(start) || !/^\d{4}-\d{2}-\d{2}$/.test(end) || start > end) return null;
  const dates: string[] = [];
  for (let day = Date.parse(start); day <= Date.parse(end); day += DAY_MS) {
    dates.push(new Date(day).toISOString().slice(0, 10));
  }
  const longitude = Number(query.get('longitude'));
  const days = dates.map(standInPastDay);
  return {
    latitude: Number(query.get('latitude')),
    longitude,
    generationtime_ms: 0.2,
    utc_offset_seconds: query.get('timezone') === 'auto' ? Math.round(longitude / 15) * 3_600 : 0,
    timezone: 'GMT',
    timezone_abbreviation: 'GMT',
    elevation: 100,
    daily_units: { time: 'iso8601', temperature_2m_max: '°C', temperature_2m_min: '°C', precipitation_sum: 'mm' },
    daily: {
      time: dates,
      temperature_2m_max: days.map((day) => day.maxC),
      temperature_2m_min: days.map((day) => day.minC),
      precipitation_sum: days.map((day) => day.precipitationMm),
    },
  };
}

/** What the stand-in serves, by path. */
const ANSWERS: Record<string, (query: URLSearchParams) => Record<string, unknown> | null> = {
  '/v1/forecast': forecast,
  '/v1/archive': archive,
};

function answer(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
}

export async function startOpenMeteoStandIn(options: { slowMs?: number } = {}): Promise<OpenMeteoStandIn> {
  const slowMs = options.slowMs ?? 5_000;
  const requests: URLSearchParams[] = [];
  const pending = new Set<NodeJS.Timeout>();
  let behaviour: OpenMeteoBehaviour = 'up';
  const behaviourAt = new Map<string, OpenMeteoBehaviour>();

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    if (request.method === 'PUT' && url.pathname === CONTROL_PATH) {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const { behaviour: name, latitude } = JSON.parse(body) as RemoteBehaviour;
        const known = BEHAVIOURS.find((candidate) => candidate === name);
        if (known) behaviourAt.set(latitudeKey(latitude), known);
        response.writeHead(known ? 204 : 400).end();
      });
      return;
    }
    const answerOf = ANSWERS[url.pathname];
    if (request.method !== 'GET' || !answerOf) {
      answer(response, 404, { error: true, reason: 'Not Found' });
      return;
    }
    requests.push(url.searchParams);
    const body = answerOf(url.searchParams);
    if (!body) {
      answer(response, 400, { error: true, reason: 'Parameter start_date and end_date must be dates, in order' });
      return;
    }
    switch (behaviourAt.get(latitudeKey(url.searchParams.get('latitude'))) ?? behaviour) {
      case 'up':
        answer(response, 200, body);
        return;
      case 'error':
        answer(response, 500, { error: true, reason: 'Internal Server Error' });
        return;
      case 'malformed': {
        delete body.daily;
        answer(response, 200, body);
        return;
      }
      case 'reset':
        request.socket.destroy();
        return;
      case 'slow': {
        const timer = setTimeout(() => {
          pending.delete(timer);
          answer(response, 200, body);
        }, slowMs);
        pending.add(timer);
        return;
      }
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    behave(next) {
      behaviour = next;
    },
    async close() {
      for (const timer of pending) clearTimeout(timer);
      await closeServer(server);
    },
  };
}

/** An address on this machine where nothing listens: a port just freed. */
export async function unreachableUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

interface RemoteBehaviour {
  behaviour: OpenMeteoBehaviour;
  latitude: number;
}

/** Latitudes as the weather adapter rounds them (2 decimals), so 11 and "11.00" are one place. */
function latitudeKey(latitude: number | string | null): string {
  return Number(latitude).toFixed(2);
}

/** Switches a stand-in that runs in another process, for the forecasts of one latitude. */
export async function behaveRemotely(standInUrl: string, { behaviour, latitude }: RemoteBehaviour): Promise<void> {
  const body = JSON.stringify({ behaviour, latitude } satisfies RemoteBehaviour);
  const response = await fetch(new URL(CONTROL_PATH, standInUrl), { method: 'PUT', body });
  if (response.status !== 204) throw new Error(`The Open-Meteo stand-in refused "${behaviour}" (${response.status})`);
}
