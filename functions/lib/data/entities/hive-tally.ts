import { Entity } from 'electrodb';
import { documentClient, tableName } from '../client';

const count = { type: 'number' } as const;

/**
 * The dashboard's aggregates in the beekeeper's partition, so the dashboard reads two items instead of every hive
 * (`hive-tallies.ts`). The item of period `all` counts the active hives now, by the health label of their latest
 * inspection; the item of a month (`YYYY-MM`, UTC) holds how those counts changed during it, and the active hives
 * added in it. The item of a year (`YYYY`) counts the beekeeper's inspections dated in it, for the profile's
 * statistics (`inspection-tallies.ts`). Only ever written by ADDs (upserts), so no field is required and a missing
 * one reads as 0.
 */
export const HiveTallyEntity = new Entity(
  {
    model: { service: 'hivekeeper', entity: 'hiveTally', version: '1' },
    attributes: {
      userId: { type: 'string', required: true, readOnly: true },
      /** `all`, the calendar month `YYYY-MM` whose changes the item holds, or the year `YYYY` of its inspections. */
      period: { type: 'string', required: true, readOnly: true },
      excellent: count,
      good: count,
      fair: count,
      poor: count,
      notInspected: count,
      /** Active hives created in the month and active now (month items only). */
      added: count,
      /** Inspections dated in the year (year items only). */
      inspections: count,
      /** Grows with every write of the `all` item and of a year item, so the backfill can tell that nothing changed meanwhile. */
      version: count,
    },
    indexes: {
      tally: {
        pk: { field: 'pk', composite: ['userId'] },
        sk: { field: 'sk', composite: ['period'] },
      },
    },
  },
  { client: documentClient, table: tableName },
);
