/**
 * The weather answer for a location: from the cache while it is fresh, else from the configured provider (then
 * cached). A provider that can't be reached or is too slow gives the cards a plain 'unavailable', never an error.
 */
import { API_ERRORS } from '../../../shared/messages';
import type { WeatherAnswer } from '../../../shared/schemas/weather';
import { cacheWeather, getCachedWeather } from '../data/weather';
import { logger } from '../logger';
import { weatherProvider } from './provider';
import { WeatherUnavailableError, type Location, type WeatherProvider } from './weather-provider';

/** How long a location's weather is reused: forecasts change by the hour, a beekeeper reloads by the minute. */
export const WEATHER_CACHE_SECONDS = 30 * 60;

/** 2 decimals are about 1 km: the apiaries of one yard share an answer, the weather doesn't differ within it. */
const roundTo2Decimals = (degrees: number) => Math.round(degrees * 100) / 100;

export async function weatherAt(
  location: Location,
  provider: WeatherProvider = weatherProvider(),
): Promise<WeatherAnswer> {
  const rounded = { lat: roundTo2Decimals(location.lat), lon: roundTo2Decimals(location.lon) };
  const nowSeconds = Math.floor(Date.now() / 1000);
  const cached = await getCachedWeather(rounded, nowSeconds);
  if (cached) return { available: true, ...cached };
  try {
    const weather = await provider.forecast(rounded);
    await cacheWeather(rounded, weather, nowSeconds + WEATHER_CACHE_SECONDS);
    return { available: true, ...weather };
  } catch (error) {
    if (!(error instanceof WeatherUnavailableError)) throw error;
    logger.warn('The weather provider could not answer', { provider: provider.name, location: rounded, error });
    return { available: false, message: API_ERRORS.weatherUnavailable };
  }
}
