import { Entity } from 'electrodb';
import { FINANCE_CATEGORIES, FINANCE_TYPES } from '../../../../shared/domain/finance';
import { documentClient, tableName } from '../client';
import { authorAttributes } from './authors';
import { timestampAttributes } from './timestamps';

/** The `linkId` of a record linked to no hive and no apiary: a shared cost or income, kept unallocated. */
export const UNALLOCATED_LINK = 'unallocated';

/**
 * A financial record in its owner's partition. The amount is kept in integer cents. A record is linked to one hive,
 * or to one apiary, or to neither (its apiary through a hive is the hive's, read from the hive): `linkId` names that
 * link, so deleting a hive or an apiary finds its records with one Query and moves them to unallocated. A treatment's
 * cost is an expense of its hive with the treatment's id, written in the treatment's transactions (`treatments.ts`).
 */
export const FinanceEntity = new Entity(
  {
    model: { service: 'hivekeeper', entity: 'finance', version: '1' },
    attributes: {
      userId: { type: 'string', required: true, readOnly: true },
      financeId: { type: 'string', required: true, readOnly: true },
      type: { type: FINANCE_TYPES, required: true },
      category: { type: FINANCE_CATEGORIES, required: true },
      amountCents: { type: 'number', required: true },
      description: { type: 'string', required: true },
      transactionDate: { type: 'string', required: true },
      hiveId: { type: 'string' },
      apiaryId: { type: 'string' },
      /** The hive's id, else the apiary's, else UNALLOCATED_LINK. */
      linkId: { type: 'string', required: true },
      /** The treatment (or feeding) whose cost this expense is; its id is the treatment's. */
      treatmentId: { type: 'string' },
      ...timestampAttributes,
      ...authorAttributes,
    },
    indexes: {
      /** One record by its id, as the `{id}` routes name it. */
      finance: {
        pk: { field: 'pk', composite: ['userId'] },
        sk: { field: 'sk', composite: ['financeId'] },
      },
      /** The records of one hive or apiary, oldest first: deleting it moves them to unallocated. */
      financesOfLink: {
        index: 'gsi1',
        condition: () => true,
        pk: { field: 'gsi1pk', composite: ['userId', 'linkId'] },
        sk: { field: 'gsi1sk', composite: ['transactionDate', 'financeId'] },
      },
      /** All the user's records, newest first with `order: 'desc'`: `/finances` and the summary's recent ones. */
      financesOfUser: {
        index: 'gsi2',
        condition: () => true,
        pk: { field: 'gsi2pk', composite: ['userId'] },
        sk: { field: 'gsi2sk', composite: ['transactionDate', 'financeId'] },
      },
    },
  },
  { client: documentClient, table: tableName },
);
