/**
 * The one place HiveKeeper chooses its weather provider, by configuration: Open-Meteo at `OPEN_METEO_URL` (the real
 * service, its forecast and its archive, unless the setting points elsewhere, as the tests do with their stand-in). The handler sees only
 * `WeatherProvider`.
 */
import { config, type FunctionsConfig } from '../config';
import { createOpenMeteoProvider } from './open-meteo-provider';
import type { WeatherProvider } from './weather-provider';

export function chooseWeatherProvider(
  settings: Pick<FunctionsConfig, 'openMeteoUrl' | 'openMeteoArchiveUrl'>,
): WeatherProvider {
  return createOpenMeteoProvider({ baseUrl: settings.openMeteoUrl, archiveUrl: settings.openMeteoArchiveUrl });
}

let chosen: WeatherProvider | undefined;

/** The configured provider, chosen once per Lambda container. */
export function weatherProvider(): WeatherProvider {
  chosen ??= chooseWeatherProvider(config);
  return chosen;
}
