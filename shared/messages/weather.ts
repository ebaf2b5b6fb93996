/** What the weather route and card say. */
import { messageTable } from '../i18n/message-table';

export const WEATHER_VALIDATION = messageTable({
  weatherApiaryOrCoordinates: 'Ask the weather for an apiary or for a latitude and longitude, not both',
} as const);

export const WEATHER_API_ERRORS = messageTable({
  apiaryWithoutCoordinates: 'This apiary has no coordinates: add its latitude and longitude to see its weather',
  weatherUnavailable: 'Weather data unavailable',
} as const);
