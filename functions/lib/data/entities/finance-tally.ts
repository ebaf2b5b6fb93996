import { Entity } from 'electrodb';
import { documentClient, tableName } from '../client';

const cents = { type: 'number' } as const;

/**
 * A year's money of one bucket, in the beekeeper's partition, sorted by year then bucket: a year's profit and loss
 * is one Query of these instead of every record (`finances.ts`). Buckets are `month#MM`, `category#<category>`,
 * `hive#<id>`, `apiary#<id>` and `unallocated`; every record counts once in its month, once in its category and once
 * in its link. Only ever written by ADDs (upserts) in the transaction of the record that changes it, so no field is
 * required and a missing one reads as 0.
 */
export const FinanceTallyEntity = new Entity(
  {
    model: { service: 'hivekeeper', entity: 'financeTally', version: '1' },
    attributes: {
      userId: { type: 'string', required: true, readOnly: true },
      /** The calendar year `YYYY` of the records' transaction dates. */
      year: { type: 'string', required: true, readOnly: true },
      bucket: { type: 'string', required: true, readOnly: true },
      incomeCents: cents,
      expenseCents: cents,
      /** Records counted: a bucket whose records all went reads 0 and is left out of the answer. */
      records: cents,
    },
    indexes: {
      /** One year's buckets (`begins_with` on the year). */
      financeTally: {
        pk: { field: 'pk', composite: ['userId'] },
        sk: { field: 'sk', composite: ['year', 'bucket'] },
      },
    },
  },
  { client: documentClient, table: tableName },
);
