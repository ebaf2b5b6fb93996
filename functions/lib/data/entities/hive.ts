import { Entity } from 'electrodb';
import {
  HIVE_DEFAULTS,
  HIVE_HEALTH_NOT_INSPECTED,
  HIVE_STATUSES,
  HIVE_TYPES,
  QUEEN_MARKINGS,
} from '../../../../shared/domain/hive';
import { COLONY_END_REASONS } from '../../../../shared/domain/colony';
import { VARROA_METHODS } from '../../../../shared/domain/varroa';
import type { ScaleSummary } from '../../../../shared/rules/scale-summary';
import { documentClient, tableName } from '../client';
import { authorAttributes } from './authors';
import { timestampAttributes } from './timestamps';

const finding = { type: 'boolean', required: true } as const;
const optionalCount = { type: 'number' } as const;

/**
 * A hive in its owner's partition. `healthStatus`, `lastInspectionDate`, `latestFindings` and `lastVarroaCheck`
 * are kept on the hive so the hive list and the treatment recommendations need no inspection query; recording,
 * editing or deleting an inspection updates them in the same transaction (`inspections.ts`).
 */
export const HiveEntity = new Entity(
  {
    model: { service: 'hivekeeper', entity: 'hive', version: '1' },
    attributes: {
      userId: { type: 'string', required: true, readOnly: true },
      hiveId: { type: 'string', required: true, readOnly: true },
      apiaryId: { type: 'string', required: true },
      name: { type: 'string', required: true },
      queenId: { type: 'string' },
      /** `YYYY-MM` or `YYYY-MM-DD`: her age is counted from it when the hive is read. */
      queenIntroducedOn: { type: 'string' },
      queenMarking: { type: QUEEN_MARKINGS },
      /**
       * Hives written before queenIntroducedOn existed hold her age in months as it was when the hive was created;
       * it is read as an introduction month (see `hives.ts`) and removed by the hive's next update.
       */
      queenAge: { type: 'number' },
      /** The queen record heading the colony (`queen.ts`); colony events and a queen placed in the hive set it. */
      currentQueenId: { type: 'string' },
      /**
       * The colony's life with the beekeeper (winter losses): the day it started here (created, split off, caught,
       * bought; hives written before it have none and started on their `createdAt` day), the day it ended and why.
       */
      startedOn: { type: 'string' },
      endedOn: { type: 'string' },
      endReason: { type: COLONY_END_REASONS },
      /** The colony this one was split from (a colony's family tree). */
      parentHiveId: { type: 'string' },
      /**
       * The hive's latest colony event (`colony-events.ts`): every event writes it on both its hives, conditioned on
       * the one it read, and only the latest event of each hive can be undone.
       */
      latestColonyEventId: { type: 'string' },
      hiveType: { type: HIVE_TYPES, required: true, default: HIVE_DEFAULTS.hiveType },
      frameCount: { type: 'number', required: true, default: HIVE_DEFAULTS.frameCount },
      notes: { type: 'string' },
      status: { type: HIVE_STATUSES, required: true, default: HIVE_DEFAULTS.status },
      healthStatus: { type: 'string', required: true, default: HIVE_HEALTH_NOT_INSPECTED },
      lastInspectionDate: { type: 'string' },
      /** The id of the inspection that `healthStatus` and `lastInspectionDate` come from. */
      latestInspectionId: { type: 'string' },
      /** How many inspections the hive has, so deleting it can say so without counting them. */
      inspectionCount: { type: 'number', required: true, default: 0 },
      /**
       * Grows by one with every inspection written for the hive: each such write is conditioned on the value it
       * read, so two concurrent writes can't leave the hive showing the wrong latest inspection.
       */
      inspectionVersion: { type: 'number', required: true, default: 0 },
      /**
       * How many treatments (and feedings) the hive has: every treatment write counts in the same transaction, so
       * deleting the hive, conditioned on none being left, can't leave one behind. Missing on older hives (0).
       */
      treatmentCount: { type: 'number' },
      /** How many production records the hive has, counted like `treatmentCount`. Missing on older hives (0). */
      productionCount: { type: 'number' },
      /** Financial records linked to the hive, counted as treatments are; deleting it unlinks them first. */
      financeCount: { type: 'number' },
      /** Its scales and sensors, counted in the transaction that adds or deletes one (at most SCALES_PER_HIVE). */
      scaleCount: { type: 'number' },
      /**
       * What its scale measured over the honey season (`shared/rules/scale-summary.ts`), made once a UTC day at the
       * scale's first reading of the day (`scale-insights.ts`): the yield forecast reads its gain, the alerts compare.
       */
      scaleSummary: { type: 'any', get: (summary: unknown) => summary as ScaleSummary | undefined },
      /** The summary's UTC day, apart so a write can be conditioned on it (once a day; after an import, as read). */
      scaleSummaryDay: { type: 'string' },
      /** What the latest inspection found of queen, eggs, stores and population: the recommendations read it. */
      latestFindings: {
        type: 'map',
        properties: {
          inspectionDate: { type: 'string', required: true },
          queenSeen: finding,
          queenCells: finding,
          eggsPresent: finding,
          foodStores: { type: 'number', required: true },
          population: { type: 'number', required: true },
        },
      },
      /**
       * The most recent inspection with a mite count (method not 'none', mites given), which may be older than the
       * latest inspection; its id says which inspection's edit or delete must replace it.
       */
      lastVarroaCheck: {
        type: 'map',
        properties: {
          inspectionId: { type: 'string', required: true },
          inspectionDate: { type: 'string', required: true },
          varroaMethod: { type: VARROA_METHODS, required: true },
          varroaMites: { type: 'number', required: true },
          varroaSampleBees: optionalCount,
          varroaBoardDays: optionalCount,
        },
      },
      /**
       * The version of the hive's own fields (offline sync, `record-versions.ts`): new on create and on every
       * change of them, never by the tallies other records keep on the hive (`updatedAt` moves with those). Hives
       * written before it have none and answer `createdAt`.
       */
      version: { type: 'string' },
      ...timestampAttributes,
      ...authorAttributes,
    },
    indexes: {
      hivesOfUser: {
        pk: { field: 'pk', composite: ['userId'] },
        sk: { field: 'sk', composite: ['hiveId'] },
      },
      /**
       * The hives standing in one apiary, for moving them all (a Query, never a Scan). Every write that sets
       * `apiaryId` keeps these keys; a hive written before this index existed gets them on its next update that
       * sets `apiaryId`, or from the one-off backfill of a deployed table (`hive-index-backfill.ts`).
       */
      hivesOfApiary: {
        index: 'gsi1',
        // Always indexed. Defining a condition makes ElectroDB write both keys on an update that sets `apiaryId`,
        // taking `hiveId` from the item's key; without one it writes gsi1pk alone, and a hive without gsi1sk stays
        // out of the index.
        condition: () => true,
        pk: { field: 'gsi1pk', composite: ['userId', 'apiaryId'] },
        sk: { field: 'gsi1sk', composite: ['hiveId'] },
      },
    },
  },
  { client: documentClient, table: tableName },
);
