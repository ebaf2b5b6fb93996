import { Entity } from 'electrodb';
import { PRODUCT_QUALITIES, PRODUCT_TYPES, PRODUCTION_UNITS } from '../../../../shared/domain/production';
import { documentClient, tableName } from '../client';
import { authorAttributes } from './authors';
import { timestampAttributes } from './timestamps';

/**
 * A harvest in its owner's partition, sorted by harvest date then id in both indexes, so a descending Query answers
 * newest first. `apiaryId` is the hive's apiary when the harvest was recorded or last edited: the apiary totals
 * count it there even after the hive moves.
 */
export const ProductionEntity = new Entity(
  {
    model: { service: 'hivekeeper', entity: 'production', version: '1' },
    attributes: {
      userId: { type: 'string', required: true, readOnly: true },
      productionId: { type: 'string', required: true, readOnly: true },
      hiveId: { type: 'string', required: true },
      apiaryId: { type: 'string', required: true },
      productType: { type: PRODUCT_TYPES, required: true },
      quantity: { type: 'number', required: true },
      unit: { type: PRODUCTION_UNITS, required: true },
      harvestDate: { type: 'string', required: true },
      /** The queen heading the hive when it was recorded, whose rollup counts its honey (`queen-rollup.ts`). */
      queenId: { type: 'string' },
      quality: { type: PRODUCT_QUALITIES },
      notes: { type: 'string' },
      ...timestampAttributes,
      ...authorAttributes,
    },
    indexes: {
      /** One harvest by its id, as the `{id}` routes name it. */
      production: {
        pk: { field: 'pk', composite: ['userId'] },
        sk: { field: 'sk', composite: ['productionId'] },
      },
      /** One hive's harvests, newest first with `order: 'desc'`: `?hiveId=`, and the hive's delete (oldest first). */
      productionOfHive: {
        index: 'gsi1',
        condition: () => true,
        pk: { field: 'gsi1pk', composite: ['userId', 'hiveId'] },
        sk: { field: 'gsi1sk', composite: ['harvestDate', 'productionId'] },
      },
      /** All the user's harvests, newest first: `/production`. */
      productionOfUser: {
        index: 'gsi2',
        condition: () => true,
        pk: { field: 'gsi2pk', composite: ['userId'] },
        sk: { field: 'gsi2sk', composite: ['harvestDate', 'productionId'] },
      },
    },
  },
  { client: documentClient, table: tableName },
);
