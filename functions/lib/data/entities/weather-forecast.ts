import { Entity } from 'electrodb';
import { documentClient, tableName } from '../client';
import { TABLE_DESIGN } from '../table-design';

/**
 * A weather provider's answer for a location rounded to 2 decimals (about 1 km), kept for a while so a
 * beekeeper's apiaries and reloads don't ask the provider again. It belongs to no user: the weather at a place is
 * the same for everyone, and the item says nothing about who asked. DynamoDB deletes it after `expiresAt`.
 */
export const WeatherForecastEntity = new Entity(
  {
    model: { service: 'hivekeeper', entity: 'weatherForecast', version: '1' },
    attributes: {
      /** The rounded coordinates as text ('44.98'), so a location has exactly one key. */
      latitude: { type: 'string', required: true, readOnly: true },
      longitude: { type: 'string', required: true, readOnly: true },
      /** The provider's answer in the API's shape (`Weather`), checked again when it is read. */
      weather: { type: 'any', required: true },
      /** Seconds since the epoch: the time-to-live attribute of the table. */
      expiresAt: { type: 'number', required: true, field: TABLE_DESIGN.timeToLiveAttribute },
    },
    indexes: {
      forecastByLocation: {
        pk: { field: 'pk', composite: ['latitude', 'longitude'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  },
  { client: documentClient, table: tableName },
);
