import * as z from 'zod';
import { VALIDATION } from '../messages';
import { LATITUDE, LONGITUDE } from '../domain/coordinates';
import { coordinate, idSchema } from './common';

/**
 * The condition groups the weather card knows, as in `weather[0].main` (the spec's OpenWeather-like shape); the
 * weather provider maps its own codes onto these.
 */
export const WEATHER_CONDITIONS = ['Clear', 'Clouds', 'Fog', 'Drizzle', 'Rain', 'Snow', 'Thunderstorm'] as const;
export type WeatherCondition = (typeof WEATHER_CONDITIONS)[number];

/** Now, at the apiary: temperature in °F, wind in mph, relative humidity in %. */
export const currentWeatherSchema = z.object({
  temp: z.number(),
  wind_speed: z.number().nonnegative(),
  humidity: z.number().min(0).max(100),
  weather: z.array(z.object({ main: z.enum(WEATHER_CONDITIONS), description: z.string() })).min(1),
});
export type CurrentWeather = z.infer<typeof currentWeatherSchema>;

/** One forecast day: `dt` is the day's time in unix seconds, temperatures in °F. */
export const forecastDaySchema = z.object({
  dt: z.number().int(),
  temp: z.object({ max: z.number(), min: z.number() }),
  weather: z.array(z.object({ main: z.enum(WEATHER_CONDITIONS) })).min(1),
});
export type ForecastDay = z.infer<typeof forecastDaySchema>;

/** What `GET /api/weather` answers. */
export const weatherSchema = z.object({
  current: currentWeatherSchema,
  forecast: z.array(forecastDaySchema),
});
export type Weather = z.infer<typeof weatherSchema>;

/**
 * What `GET /api/weather` answers: the spec's shape when the weather provider answered, or that it couldn't (a 200,
 * so the cards say 'Weather unavailable' rather than an error).
 */
export const weatherAnswerSchema = z.discriminatedUnion('available', [
  weatherSchema.extend({ available: z.literal(true) }),
  z.object({ available: z.literal(false), message: z.string() }),
]);
export type WeatherAnswer = z.infer<typeof weatherAnswerSchema>;

/** Where the weather is asked for: one of the user's apiaries (its coordinates), or coordinates themselves. */
export type WeatherQuery = { apiaryId: string } | { lat: number; lon: number };

/**
 * The query of `GET /api/weather`: `?apiaryId=..` or `?lat=..&lon=..`, exactly one of the two. Without either, the
 * coordinates' messages say what is missing.
 */
export const weatherQuerySchema = z
  .object({
    apiaryId: idSchema.optional(),
    lat: coordinate(LATITUDE, VALIDATION.latitudeRange).optional(),
    lon: coordinate(LONGITUDE, VALIDATION.longitudeRange).optional(),
  })
  .transform(({ apiaryId, lat, lon }, context): WeatherQuery => {
    if (apiaryId !== undefined) {
      if (lat === undefined && lon === undefined) return { apiaryId };
      context.addIssue({ code: 'custom', path: ['apiaryId'], message: VALIDATION.weatherApiaryOrCoordinates });
      return z.NEVER;
    }
    if (lat !== undefined && lon !== undefined) return { lat, lon };
    if (lat === undefined) context.addIssue({ code: 'custom', path: ['lat'], message: VALIDATION.latitudeRange });
    if (lon === undefined) context.addIssue({ code: 'custom', path: ['lon'], message: VALIDATION.longitudeRange });
    return z.NEVER;
  });
