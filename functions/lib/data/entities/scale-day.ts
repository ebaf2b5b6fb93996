import { Entity } from 'electrodb';
import { documentClient, tableName } from '../client';

/**
 * One scale's readings of one UTC day on one hive (docs/features/hive-scales.md), in the beekeeper's partition, keyed
 * hive, day, scale: a hive's readings over any range of days are one Query, a year of 15-minute readings about
 * 700 KB (a page). `times` are the readings' seconds into the day, so an uplink sent twice is found
 * (`NOT contains`) and kept once; `readings` the same readings as `[second, weightKg, temperatureC,
 * humidityPercent]`, null where not measured, in the order they arrived.
 */
export const ScaleDayEntity = new Entity(
  {
    model: { service: 'hivekeeper', entity: 'scaleDay', version: '1' },
    attributes: {
      userId: { type: 'string', required: true, readOnly: true },
      hiveId: { type: 'string', required: true, readOnly: true },
      day: { type: 'string', required: true, readOnly: true },
      scaleId: { type: 'string', required: true, readOnly: true },
      times: { type: 'list', items: { type: 'number' } },
      readings: { type: 'any' },
      /** How many readings the day holds: an import's write is conditioned on it being as read. */
      count: { type: 'number' },
    },
    indexes: {
      daysOfHive: {
        pk: { field: 'pk', composite: ['userId'] },
        sk: { field: 'sk', composite: ['hiveId', 'day', 'scaleId'] },
      },
    },
  },
  { client: documentClient, table: tableName },
);
