import { Entity } from 'electrodb';
import { COLONY_EVENT_KINDS, QUEEN_ORIGINS, QUEEN_STATUSES } from '../../../../shared/domain/colony';
import { QUEEN_MARKINGS } from '../../../../shared/domain/hive';
import { documentClient, tableName } from '../client';
import { authorAttributes } from './authors';
import { timestampAttributes } from './timestamps';

/**
 * The mother of a queen whose mother isn't recorded. ElectroDB writes the daughtersOf index only with every one of its
 * composites, so a queen without a mother names this one instead of none, and the index's condition leaves her out.
 */
export const NO_MOTHER = 'none';

/** How a queen came to a hive: placed by hand (`placed`, her record made with the hive) or by a colony event. */
export const QUEEN_ARRIVALS = ['placed', ...COLONY_EVENT_KINDS] as const;

/**
 * A queen in her beekeeper's partition (the Colony history issue). She heads at most one hive (`hiveId`, mirrored by
 * the hive's `currentQueenId`; both written in one transaction by whatever places or removes her). `stays` is her
 * history of hives, oldest first, a handful in a queen's life of two to five years. The rollup sums what the
 * inspections and harvests of the hive she headed recorded while she headed it, kept in the same transaction as
 * those records, so her lineage shows her colonies' honey, temper and mites without reading them.
 */
export const QueenEntity = new Entity(
  {
    model: { service: 'hivekeeper', entity: 'queen', version: '1' },
    attributes: {
      userId: { type: 'string', required: true, readOnly: true },
      queenId: { type: 'string', required: true, readOnly: true },
      name: { type: 'string', required: true },
      birthYear: { type: 'number' },
      marking: { type: QUEEN_MARKINGS },
      origin: { type: QUEEN_ORIGINS, required: true, default: 'unknown' },
      /** Her mother's queen id, or NO_MOTHER. */
      motherQueenId: { type: 'string', required: true, default: NO_MOTHER },
      clipped: { type: 'boolean', required: true, default: false },
      status: { type: QUEEN_STATUSES, required: true },
      /** The hive she heads while `status` is `heading`. */
      hiveId: { type: 'string' },
      notes: { type: 'string' },
      stays: {
        type: 'list',
        items: {
          type: 'map',
          properties: {
            hiveId: { type: 'string', required: true },
            from: { type: 'string', required: true },
            to: { type: 'string' },
            /** How she came to the hive. */
            how: { type: QUEEN_ARRIVALS, required: true },
          },
        },
      },
      /** Inspections of her colony while she headed it, and the sums of their temper scores and mite counts. */
      inspectionCount: { type: 'number', required: true, default: 0 },
      temperamentSum: { type: 'number', required: true, default: 0 },
      temperamentCount: { type: 'number', required: true, default: 0 },
      /** Mite counts of a sample of bees (wash or sugar roll), as mites per 100 bees. */
      miteCountSum: { type: 'number', required: true, default: 0 },
      miteCountCount: { type: 'number', required: true, default: 0 },
      /** Honey harvested from her colony while she headed it, in kilograms. */
      honeyKg: { type: 'number', required: true, default: 0 },
      /** The version of her own fields (offline sync, `record-versions.ts`), new with every change of them. */
      version: { type: 'string', required: true },
      ...timestampAttributes,
      ...authorAttributes,
    },
    indexes: {
      queensOfUser: {
        pk: { field: 'pk', composite: ['userId'] },
        sk: { field: 'sk', composite: ['queenId'] },
      },
      /** Her beekeeper's queens by name (ElectroDB keeps keys in lower case, so Ada and ada sort together). */
      queensByName: {
        index: 'gsi2',
        pk: { field: 'gsi2pk', composite: ['userId'] },
        sk: { field: 'gsi2sk', composite: ['name', 'queenId'] },
      },
      /** A queen's daughters, for her lineage: only queens with a mother are indexed. */
      daughtersOf: {
        index: 'gsi1',
        condition: (attributes) => attributes.motherQueenId !== NO_MOTHER,
        pk: { field: 'gsi1pk', composite: ['userId', 'motherQueenId'] },
        sk: { field: 'gsi1sk', composite: ['queenId'] },
      },
    },
  },
  { client: documentClient, table: tableName },
);
