import { Entity } from 'electrodb';
import { documentClient, tableName } from '../client';

const count = { type: 'number' } as const;

/** The three kinds of production tally items of a year. */
export const PRODUCTION_TALLY_SCOPES = ['month', 'hive', 'apiary'] as const;
export type ProductionTallyScope = (typeof PRODUCTION_TALLY_SCOPES)[number];

/**
 * What the beekeeper harvested, in their partition, per year: one item per month (`subject` is `YYYY-MM`), per hive
 * and per apiary (`subject` is its id), sorted by year, scope and subject, so a year's summary is one Query instead of
 * every harvest (`production.ts`). Only ever written by ADDs (upserts) in the transaction of the harvest that
 * changes it, so no count is required and a missing one reads as 0. Weights are in hundredths of a lb and jars in
 * hundredths of a jar: whole numbers, so ADDs and subtractions never drift.
 */
export const ProductionTallyEntity = new Entity(
  {
    model: { service: 'hivekeeper', entity: 'productionTally', version: '1' },
    attributes: {
      userId: { type: 'string', required: true, readOnly: true },
      /** The calendar year `YYYY` of the harvest dates. */
      year: { type: 'string', required: true, readOnly: true },
      scope: { type: PRODUCTION_TALLY_SCOPES, required: true, readOnly: true },
      subject: { type: 'string', required: true, readOnly: true },
      honeyLbHundredths: count,
      honeyJarHundredths: count,
      waxLbHundredths: count,
      waxJarHundredths: count,
      propolisLbHundredths: count,
      propolisJarHundredths: count,
      pollenLbHundredths: count,
      pollenJarHundredths: count,
      royal_jellyLbHundredths: count,
      royal_jellyJarHundredths: count,
      /** Harvest records counted here. */
      records: count,
    },
    indexes: {
      /** A year's items (`begins_with` on the year), one scope's of a year, or one item. */
      productionTally: {
        pk: { field: 'pk', composite: ['userId'] },
        sk: { field: 'sk', composite: ['year', 'scope', 'subject'] },
      },
    },
  },
  { client: documentClient, table: tableName },
);
