/**
 * The Open-Meteo adapter (no key): one `GET /v1/forecast` for now and the coming days, in °F and mph, in the
 * location's own time zone, mapped onto the spec's OpenWeather-like shape. Response shape:
 * https://open-meteo.com/en/docs (`current` holds one value per variable, `daily` one array per variable, indexed
 * like `daily.time`).
 */
import * as z from 'zod';
import type { Weather } from '../../../shared/schemas/weather';
import { FORECAST_DAYS } from '../../../shared/domain/weather';
import { WeatherUnavailableError, type Location, type WeatherProvider } from './weather-provider';
import { wmoCodeMeaning } from './wmo-codes';

/** A weather card waits this long at most; the gateway's 30 s and the Lambda's 10 s are far beyond it. */
export const OPEN_METEO_TIMEOUT_MS = 3_000;

const wmoCode = z
  .number()
  .int()
  .transform((code, context) => {
    const meaning = wmoCodeMeaning(code);
    if (!meaning) context.addIssue({ code: 'custom', message: `Unknown WMO weather code ${code}` });
    return meaning ?? z.NEVER;
  });

const openMeteoAnswerSchema = z.object({
  utc_offset_seconds: z.number().int(),
  current: z.object({
    temperature_2m: z.number(),
    relative_humidity_2m: z.number(),
    wind_speed_10m: z.number(),
    weather_code: wmoCode,
  }),
  daily: z.object({
    time: z.array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/)),
    temperature_2m_max: z.array(z.number()),
    temperature_2m_min: z.array(z.number()),
    weather_code: z.array(wmoCode),
  }),
});
type OpenMeteoAnswer = z.infer<typeof openMeteoAnswerSchema>;

/** Today and the days the card shows after it. */
const DAYS_ASKED = FORECAST_DAYS + 1;

const SECONDS_PER_HOUR = 3_600;

function forecastUrl(baseUrl: string, { lat, lon }: Location): URL {
  const url = new URL('/v1/forecast', baseUrl);
  url.search = new URLSearchParams({
    latitude: String(lat),
    longitude: String(lon),
    current: 'temperature_2m,relative_humidity_2m,wind_speed_10m,weather_code',
    daily: 'temperature_2m_max,temperature_2m_min,weather_code',
    temperature_unit: 'fahrenheit',
    wind_speed_unit: 'mph',
    timezone: 'auto',
    forecast_days: String(DAYS_ASKED),
  }).toString();
  return url;
}

/** The days after today, each at noon at the apiary (so its weekday is the same in any nearby time zone). */
function toWeather({ current, daily, utc_offset_seconds: offset }: OpenMeteoAnswer): Weather {
  const forecast = daily.time.slice(1, DAYS_ASKED).map((date, index) => {
    const day = index + 1;
    const max = daily.temperature_2m_max[day];
    const min = daily.temperature_2m_min[day];
    const meaning = daily.weather_code[day];
    if (max === undefined || min === undefined || meaning === undefined) {
      throw new WeatherUnavailableError(`Open-Meteo's daily arrays are shorter than its days (${date})`);
    }
    const noonUtcSeconds = Date.parse(`${date}T00:00:00Z`) / 1000 + 12 * SECONDS_PER_HOUR;
    return { dt: noonUtcSeconds - offset, temp: { max, min }, weather: [{ main: meaning.main }] };
  });
  if (forecast.length < FORECAST_DAYS) {
    throw new WeatherUnavailableError(`Open-Meteo answered ${forecast.length} days after today`);
  }
  return {
    current: {
      temp: current.temperature_2m,
      wind_speed: current.wind_speed_10m,
      humidity: current.relative_humidity_2m,
      weather: [current.weather_code],
    },
    forecast,
  };
}

export function createOpenMeteoProvider(options: { baseUrl: string; timeoutMs?: number }): WeatherProvider {
  const timeoutMs = options.timeoutMs ?? OPEN_METEO_TIMEOUT_MS;
  return {
    name: 'open-meteo',
    async forecast(location) {
      let response: Response;
      try {
        response = await fetch(forecastUrl(options.baseUrl, location), { signal: AbortSignal.timeout(timeoutMs) });
      } catch (error) {
        throw new WeatherUnavailableError('Open-Meteo could not be reached in time', { cause: error });
      }
      if (!response.ok) throw new WeatherUnavailableError(`Open-Meteo answered ${response.status}`);
      let body: unknown;
      try {
        body = await response.json();
      } catch (error) {
        throw new WeatherUnavailableError('Open-Meteo answered something other than JSON', { cause: error });
      }
      const parsed = openMeteoAnswerSchema.safeParse(body);
      if (!parsed.success) {
        throw new WeatherUnavailableError(`Open-Meteo's answer has an unexpected shape: ${parsed.error.message}`);
      }
      return toWeather(parsed.data);
    },
  };
}
