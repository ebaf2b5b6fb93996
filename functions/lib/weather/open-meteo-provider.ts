/**
 * The Open-Meteo adapter (no key): one `GET /v1/forecast` for now and the coming days, in °F and mph, in the
 * location's own time zone, mapped onto the spec's OpenWeather-like shape; and one `GET /v1/archive` of its
 * Historical Weather API for past days, in °C and mm. Response shapes: https://open-meteo.com/en/docs and
 * https://open-meteo.com/en/docs/historical-weather-api (`current` holds one value per variable, `daily` one array
 * per variable, indexed like `daily.time`; the archive's values are null for days its data has not reached yet).
 */
import * as z from 'zod';
import type { Weather } from '../../../shared/schemas/weather';
import { FORECAST_DAYS } from '../../../shared/domain/weather';
import { WeatherUnavailableError, type DailyWeather, type Location, type WeatherProvider } from './weather-provider';
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

const pastValues = z.array(z.number().nullable());
const openMeteoArchiveSchema = z.object({
  daily: z
    .object({
      time: z.array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/)),
      temperature_2m_max: pastValues,
      temperature_2m_min: pastValues,
      precipitation_sum: pastValues,
    })
    .refine(({ time, ...values }) => Object.values(values).every((days) => days.length === time.length), {
      message: "Open-Meteo's daily arrays are not as long as its days",
    }),
});
type OpenMeteoArchive = z.infer<typeof openMeteoArchiveSchema>;

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

function archiveUrl(baseUrl: string, { lat, lon }: Location, { from, to }: { from: string; to: string }): URL {
  const url = new URL('/v1/archive', baseUrl);
  url.search = new URLSearchParams({
    latitude: String(lat),
    longitude: String(lon),
    start_date: from,
    end_date: to,
    daily: 'temperature_2m_max,temperature_2m_min,precipitation_sum',
    timezone: 'auto',
  }).toString();
  return url;
}

function toDailyWeather({ daily }: OpenMeteoArchive): DailyWeather[] {
  return daily.time.map((date, index) => ({
    date,
    maxC: daily.temperature_2m_max[index] ?? null,
    minC: daily.temperature_2m_min[index] ?? null,
    precipitationMm: daily.precipitation_sum[index] ?? null,
  }));
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

/** One GET of Open-Meteo, its answer checked against `schema`; anything else is `WeatherUnavailableError`. */
async function getAnswer<Schema extends z.ZodType>(
  url: URL,
  schema: Schema,
  timeoutMs: number,
): Promise<z.infer<Schema>> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
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
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new WeatherUnavailableError(`Open-Meteo's answer has an unexpected shape: ${parsed.error.message}`);
  }
  return parsed.data;
}

export function createOpenMeteoProvider(options: {
  baseUrl: string;
  /** Where the Historical Weather API answers; the forecast's address unless said (a stand-in serves both). */
  archiveUrl?: string;
  timeoutMs?: number;
}): WeatherProvider {
  const timeoutMs = options.timeoutMs ?? OPEN_METEO_TIMEOUT_MS;
  return {
    name: 'open-meteo',
    async forecast(location) {
      return toWeather(await getAnswer(forecastUrl(options.baseUrl, location), openMeteoAnswerSchema, timeoutMs));
    },
    async history(location, days) {
      const url = archiveUrl(options.archiveUrl ?? options.baseUrl, location, days);
      return toDailyWeather(await getAnswer(url, openMeteoArchiveSchema, timeoutMs));
    },
  };
}
