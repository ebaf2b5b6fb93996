import type { WeatherCondition } from '../../../shared/schemas/weather';

interface CodeMeaning {
  main: WeatherCondition;
  description: string;
}

/**
 * The WMO weather interpretation codes (WMO code table 4677, as Open-Meteo documents its `weather_code` at
 * https://open-meteo.com/en/docs, "WMO Weather interpretation codes") onto the condition groups the cards know.
 */
const WMO_CODES: Readonly<Record<number, CodeMeaning>> = {
  0: { main: 'Clear', description: 'clear sky' },
  1: { main: 'Clear', description: 'mainly clear' },
  2: { main: 'Clouds', description: 'partly cloudy' },
  3: { main: 'Clouds', description: 'overcast' },
  45: { main: 'Fog', description: 'fog' },
  48: { main: 'Fog', description: 'depositing rime fog' },
  51: { main: 'Drizzle', description: 'light drizzle' },
  53: { main: 'Drizzle', description: 'moderate drizzle' },
  55: { main: 'Drizzle', description: 'dense drizzle' },
  56: { main: 'Drizzle', description: 'light freezing drizzle' },
  57: { main: 'Drizzle', description: 'dense freezing drizzle' },
  61: { main: 'Rain', description: 'slight rain' },
  63: { main: 'Rain', description: 'moderate rain' },
  65: { main: 'Rain', description: 'heavy rain' },
  66: { main: 'Rain', description: 'light freezing rain' },
  67: { main: 'Rain', description: 'heavy freezing rain' },
  71: { main: 'Snow', description: 'slight snow fall' },
  73: { main: 'Snow', description: 'moderate snow fall' },
  75: { main: 'Snow', description: 'heavy snow fall' },
  77: { main: 'Snow', description: 'snow grains' },
  80: { main: 'Rain', description: 'slight rain showers' },
  81: { main: 'Rain', description: 'moderate rain showers' },
  82: { main: 'Rain', description: 'violent rain showers' },
  85: { main: 'Snow', description: 'slight snow showers' },
  86: { main: 'Snow', description: 'heavy snow showers' },
  95: { main: 'Thunderstorm', description: 'thunderstorm' },
  96: { main: 'Thunderstorm', description: 'thunderstorm with slight hail' },
  99: { main: 'Thunderstorm', description: 'thunderstorm with heavy hail' },
};

/** The meaning of a WMO code, or undefined for a code outside the table. */
export function wmoCodeMeaning(code: number): CodeMeaning | undefined {
  return WMO_CODES[code];
}
