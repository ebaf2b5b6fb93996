import { Entity } from 'electrodb';
import { documentClient, tableName } from '../client';

const count = { type: 'number' } as const;

/**
 * The feeding each colony got in a year, in the beekeeper's partition, sorted by year then hive: the season's
 * feeding totals are one Query instead of every feeding (`treatments.ts`). Only ever written by ADDs (upserts) in
 * the transaction of the feeding that changes it, so no field is required and a missing one reads as 0.
 */
export const FeedingTallyEntity = new Entity(
  {
    model: { service: 'hivekeeper', entity: 'feedingTally', version: '1' },
    attributes: {
      userId: { type: 'string', required: true, readOnly: true },
      /** The calendar year `YYYY` of the feedings' application dates. */
      year: { type: 'string', required: true, readOnly: true },
      hiveId: { type: 'string', required: true, readOnly: true },
      /** Sugar fed, in hundredths of a lb: whole numbers, so ADDs and subtractions never drift below zero. */
      sugarHundredthsLb: count,
      /** Feedings recorded, sugar or not (a pollen patty counts, with no sugar). */
      feedings: count,
    },
    indexes: {
      /** One year's items of all hives (`begins_with` on the year), or one hive's year. */
      feedingTally: {
        pk: { field: 'pk', composite: ['userId'] },
        sk: { field: 'sk', composite: ['year', 'hiveId'] },
      },
    },
  },
  { client: documentClient, table: tableName },
);
