/** What the weather route and card say. */

export const WEATHER_VALIDATION = {
  weatherApiaryOrCoordinates: 'Ask the weather for an apiary or for a latitude and longitude, not both',
} as const;

export const WEATHER_API_ERRORS = {
  apiaryWithoutCoordinates: 'This apiary has no coordinates: add its latitude and longitude to see its weather',
  weatherUnavailable: 'Weather data unavailable',
} as const;
