import { Entity } from 'electrodb';
import { VARROA_METHODS } from '../../../../shared/domain/varroa';
import { documentClient, tableName } from '../client';
import { authorAttributes } from './authors';
import { timestampAttributes } from './timestamps';

const rating = { type: 'number', required: true } as const;
const finding = { type: 'boolean', required: true, default: false } as const;
const textList = { type: 'list', items: { type: 'string' }, required: true, default: () => [] } as const;

/**
 * An inspection in its owner's partition. Its sort keys in both indexes are its date then its id, so a descending
 * Query answers newest first and two inspections of one day keep the order they were recorded in (ULIDs grow).
 */
export const InspectionEntity = new Entity(
  {
    model: { service: 'hivekeeper', entity: 'inspection', version: '1' },
    attributes: {
      userId: { type: 'string', required: true, readOnly: true },
      inspectionId: { type: 'string', required: true, readOnly: true },
      hiveId: { type: 'string', required: true, readOnly: true },
      inspectionDate: { type: 'string', required: true },
      /** The queen heading the hive when it was recorded, whose rollup counts it (`queen-rollup.ts`). */
      queenId: { type: 'string' },
      queenSeen: finding,
      queenCells: finding,
      broodPattern: rating,
      temperament: rating,
      population: rating,
      foodStores: rating,
      smallHiveBeetle: rating,
      eggsPresent: finding,
      openBrood: finding,
      cappedBrood: finding,
      diseases: textList,
      treatments: textList,
      notes: { type: 'string' },
      photos: textList,
      varroaMethod: { type: VARROA_METHODS, required: true, default: 'none' },
      varroaMites: { type: 'number' },
      varroaSampleBees: { type: 'number' },
      varroaBoardDays: { type: 'number' },
      ...timestampAttributes,
      ...authorAttributes,
    },
    indexes: {
      /** One inspection by its id, as the `{id}` routes name it. */
      inspection: {
        pk: { field: 'pk', composite: ['userId'] },
        sk: { field: 'sk', composite: ['inspectionId'] },
      },
      /** One hive's inspections, newest first with `order: 'desc'`: the hive page, the next-newest after a delete. */
      inspectionsOfHive: {
        index: 'gsi1',
        // Always indexed: ElectroDB then writes both keys on every update that sets the date (see HiveEntity).
        condition: () => true,
        pk: { field: 'gsi1pk', composite: ['userId', 'hiveId'] },
        sk: { field: 'gsi1sk', composite: ['inspectionDate', 'inspectionId'] },
      },
      /** All the user's inspections, newest first with `order: 'desc'`: the inspection list. */
      inspectionsOfUser: {
        index: 'gsi2',
        condition: () => true,
        pk: { field: 'gsi2pk', composite: ['userId'] },
        sk: { field: 'gsi2sk', composite: ['inspectionDate', 'inspectionId'] },
      },
    },
  },
  { client: documentClient, table: tableName },
);
