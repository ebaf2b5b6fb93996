import type { Weather } from '../../../shared/schemas/weather';

/** A place on the map, in decimal degrees. */
export interface Location {
  lat: number;
  lon: number;
}

/** A past day's weather at a place: its local calendar date, °C and mm; null where the source has none yet. */
export interface DailyWeather {
  date: string;
  maxC: number | null;
  minC: number | null;
  precipitationMm: number | null;
}

/**
 * HiveKeeper's weather provider: Open-Meteo, in the cloud and locally (pointed elsewhere by `OPEN_METEO_URL`).
 * Chosen in one place (`provider.ts`) by configuration; the handler only ever sees this interface.
 */
export interface WeatherProvider {
  readonly name: string;
  /** Now and the next `FORECAST_DAYS` days at the location, in °F and mph; throws `WeatherUnavailableError`. */
  forecast(location: Location): Promise<Weather>;
  /**
   * The days `from` through `to` (the location's calendar dates) at the location, in °C and mm: a hive's weight
   * chart beside its weather. Throws `WeatherUnavailableError`.
   */
  history(location: Location, days: { from: string; to: string }): Promise<DailyWeather[]>;
}

/** The provider could not be reached, was too slow, or answered something unusable: the cards say so. */
export class WeatherUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'WeatherUnavailableError';
  }
}
