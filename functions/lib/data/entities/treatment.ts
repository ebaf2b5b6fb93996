import { Entity } from 'electrodb';
import { FEED_TYPES, SYRUP_RATIOS, TREATMENT_PRODUCT_IDS } from '../../../../shared/domain/treatment-catalogue';
import { TREATMENT_TYPES } from '../../../../shared/domain/treatment';
import { documentClient, tableName } from '../client';
import { authorAttributes } from './authors';
import { timestampAttributes } from './timestamps';

/**
 * A treatment (or feeding) in its owner's partition, sorted by application date then id in both indexes, so a
 * descending Query answers newest first. Cost is kept in integer cents.
 */
export const TreatmentEntity = new Entity(
  {
    model: { service: 'hivekeeper', entity: 'treatment', version: '1' },
    attributes: {
      userId: { type: 'string', required: true, readOnly: true },
      treatmentId: { type: 'string', required: true, readOnly: true },
      hiveId: { type: 'string', required: true, readOnly: true },
      treatmentType: { type: TREATMENT_TYPES, required: true },
      treatmentName: { type: 'string', required: true },
      dosage: { type: 'string' },
      applicationDate: { type: 'string', required: true },
      nextDueDate: { type: 'string' },
      notes: { type: 'string' },
      costCents: { type: 'number' },
      productId: { type: TREATMENT_PRODUCT_IDS },
      feedType: { type: FEED_TYPES },
      /** lbs. */
      feedAmount: { type: 'number' },
      syrupRatio: { type: SYRUP_RATIOS },
      varroaBefore: { type: 'number' },
      varroaAfter: { type: 'number' },
      recountTaskId: { type: 'string' },
      ...timestampAttributes,
      ...authorAttributes,
    },
    indexes: {
      /** One treatment by its id, as the `{id}` routes name it. */
      treatment: {
        pk: { field: 'pk', composite: ['userId'] },
        sk: { field: 'sk', composite: ['treatmentId'] },
      },
      /** One hive's treatments, newest first with `order: 'desc'`: the hive page, the hive's delete. */
      treatmentsOfHive: {
        index: 'gsi1',
        condition: () => true,
        pk: { field: 'gsi1pk', composite: ['userId', 'hiveId'] },
        sk: { field: 'gsi1sk', composite: ['applicationDate', 'treatmentId'] },
      },
      /** All the user's treatments, newest first: `/treatments`, and the recommendations' last months. */
      treatmentsOfUser: {
        index: 'gsi2',
        condition: () => true,
        pk: { field: 'gsi2pk', composite: ['userId'] },
        sk: { field: 'gsi2sk', composite: ['applicationDate', 'treatmentId'] },
      },
    },
  },
  { client: documentClient, table: tableName },
);
