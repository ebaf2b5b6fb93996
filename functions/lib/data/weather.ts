/**
 * The weather cache: one item per rounded location, replaced when the provider is asked again. DynamoDB Local
 * never expires items and the cloud does so only eventually, so a read checks `expiresAt` itself.
 */
import { weatherSchema, type Weather } from '../../../shared/schemas/weather';
import { WeatherForecastEntity } from './entities/weather-forecast';

/** A location already rounded to the cache's precision. */
export interface CachedLocation {
  lat: number;
  lon: number;
}

const key = ({ lat, lon }: CachedLocation) => ({ latitude: lat.toFixed(2), longitude: lon.toFixed(2) });

/** The weather cached for the location, unless it expired by `nowSeconds` (or no longer fits the API's shape). */
export async function getCachedWeather(location: CachedLocation, nowSeconds: number): Promise<Weather | null> {
  const { data } = await WeatherForecastEntity.get(key(location)).go();
  if (!data || data.expiresAt <= nowSeconds) return null;
  const cached = weatherSchema.safeParse(data.weather);
  return cached.success ? cached.data : null;
}

/** Keeps the provider's answer for the location until `expiresAt` (seconds since the epoch). */
export async function cacheWeather(location: CachedLocation, weather: Weather, expiresAt: number): Promise<void> {
  await WeatherForecastEntity.put({ ...key(location), weather, expiresAt }).go();
}
