import type { Weather } from '../../../shared/schemas/weather';

/** A place on the map, in decimal degrees. */
export interface Location {
  lat: number;
  lon: number;
}

/**
 * HiveKeeper's weather provider: Open-Meteo, in the cloud and locally (pointed elsewhere by `OPEN_METEO_URL`).
 * Chosen in one place (`provider.ts`) by configuration; the handler only ever sees this interface.
 */
export interface WeatherProvider {
  readonly name: string;
  /** Now and the next `FORECAST_DAYS` days at the location, in °F and mph; throws `WeatherUnavailableError`. */
  forecast(location: Location): Promise<Weather>;
}

/** The provider could not be reached, was too slow, or answered something unusable: the cards say so. */
export class WeatherUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'WeatherUnavailableError';
  }
}
