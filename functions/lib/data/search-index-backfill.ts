/**
 * The one-off backfill of the header search's term items (`search-index.ts`) on a table deployed before HiveKeeper
 * indexed its records: without it, hives, apiaries, inspections, treatments and tasks recorded earlier are found only
 * once edited.
 * Run by the operator script `infra/scripts/backfill-search-index.ts`. Safe while beekeepers use the app: each
 * record's words are written in one transaction with a check that the record is as read (its texts for a hive or
 * an apiary; its hive's inspection version, which every inspection write grows, for an inspection; its `updatedAt`,
 * which every edit changes, for a treatment or a task), and read again
 * when it changed. Safe to run again: it puts the same items again.
 */
import type { SearchRecordType } from '../../../shared/domain/search';
import { ENTITY_FIELD, scanForBackfill } from './backfill-scan';
import { ApiaryEntity } from './entities/apiary';
import { HiveEntity } from './entities/hive';
import { InspectionEntity } from './entities/inspection';
import { TaskEntity } from './entities/task';
import { TreatmentEntity } from './entities/treatment';
import { searchTermsOf, termUpdates } from './search-index';
import {
  WriteConflictError,
  retryOnWriteConflict,
  writeTransaction,
  type TransactionEntities,
  type TransactionItem,
} from './transactions';

export interface SearchIndexBackfill {
  /** Hives, apiaries, inspections, treatments and tasks read. */
  records: number;
  /** Term items written, or only counted on a dry run. */
  terms: number;
}

/** Writes a record's words with the check that it is as read; a changed record is read again. */
async function writeTerms(
  recordType: SearchRecordType,
  check: (entities: TransactionEntities) => TransactionItem,
  record: { userId: string; recordId: string },
  terms: string[],
): Promise<void> {
  if (terms.length === 0) return;
  const cancellation = await writeTransaction((entities) => ({
    record: check(entities),
    terms: termUpdates(entities, { ...record, recordType }, [], terms),
  }));
  if (cancellation?.conditionFailed('record')) throw new WriteConflictError(`${recordType} changed while indexing it`);
  if (cancellation) throw cancellation.unexpected(`Indexing a ${recordType} for search`);
}

/** Indexes one hive by its texts as read now; answers its number of words (0 when it is gone). */
async function backfillHive(userId: string, hiveId: string, dryRun: boolean): Promise<number> {
  return retryOnWriteConflict(async () => {
    const { data: hive } = await HiveEntity.get({ userId, hiveId }).go({ consistent: true });
    const terms = hive ? searchTermsOf('hive', hive) : [];
    if (!hive || dryRun) return terms.length;
    const check = (entities: TransactionEntities) =>
      entities.hive
        .check({ userId, hiveId })
        .where(({ name, notes }, { eq, notExists }) =>
          [eq(name, hive.name), hive.notes === undefined ? notExists(notes) : eq(notes, hive.notes)].join(' AND '),
        )
        .commit();
    await writeTerms('hive', check, { userId, recordId: hiveId }, terms);
    return terms.length;
  });
}

async function backfillApiary(userId: string, apiaryId: string, dryRun: boolean): Promise<number> {
  return retryOnWriteConflict(async () => {
    const { data: apiary } = await ApiaryEntity.get({ userId, apiaryId }).go({ consistent: true });
    const terms = apiary ? searchTermsOf('apiary', apiary) : [];
    if (!apiary || dryRun) return terms.length;
    const check = (entities: TransactionEntities) =>
      entities.apiary
        .check({ userId, apiaryId })
        .where(({ name, location, description }, { eq, notExists }) =>
          [
            eq(name, apiary.name),
            eq(location, apiary.location),
            apiary.description === undefined ? notExists(description) : eq(description, apiary.description),
          ].join(' AND '),
        )
        .commit();
    await writeTerms('apiary', check, { userId, recordId: apiaryId }, terms);
    return terms.length;
  });
}

async function backfillInspection(userId: string, inspectionId: string, dryRun: boolean): Promise<number> {
  return retryOnWriteConflict(async () => {
    const { data: inspection } = await InspectionEntity.get({ userId, inspectionId }).go({ consistent: true });
    if (!inspection) return 0;
    const { data: hive } = await HiveEntity.get({ userId, hiveId: inspection.hiveId }).go({ consistent: true });
    const terms = searchTermsOf('inspection', inspection);
    if (!hive || dryRun) return hive ? terms.length : 0;
    const version: number | undefined = hive.inspectionVersion;
    const check = (entities: TransactionEntities) =>
      entities.hive
        .check({ userId, hiveId: hive.hiveId })
        .where(({ inspectionVersion }, { eq, notExists }) =>
          version === undefined ? notExists(inspectionVersion) : eq(inspectionVersion, version),
        )
        .commit();
    await writeTerms('inspection', check, { userId, recordId: inspectionId }, terms);
    return terms.length;
  });
}

async function backfillTreatment(userId: string, treatmentId: string, dryRun: boolean): Promise<number> {
  return retryOnWriteConflict(async () => {
    const { data: treatment } = await TreatmentEntity.get({ userId, treatmentId }).go({ consistent: true });
    const terms = treatment ? searchTermsOf('treatment', treatment) : [];
    if (!treatment || dryRun) return terms.length;
    const check = (entities: TransactionEntities) =>
      entities.treatment
        .check({ userId, treatmentId })
        .where(({ updatedAt }, { eq }) => eq(updatedAt, treatment.updatedAt))
        .commit();
    await writeTerms('treatment', check, { userId, recordId: treatmentId }, terms);
    return terms.length;
  });
}

async function backfillTask(userId: string, taskId: string, dryRun: boolean): Promise<number> {
  return retryOnWriteConflict(async () => {
    const { data: task } = await TaskEntity.get({ userId, taskId }).go({ consistent: true });
    const terms = task ? searchTermsOf('task', task) : [];
    if (!task || dryRun) return terms.length;
    const check = (entities: TransactionEntities) =>
      entities.task
        .check({ userId, taskId })
        .where(({ updatedAt }, { eq }) => eq(updatedAt, task.updatedAt))
        .commit();
    await writeTerms('task', check, { userId, recordId: taskId }, terms);
    return terms.length;
  });
}

interface ScannedRecord {
  __edb_e__: string;
  userId: string;
  hiveId?: string;
  apiaryId?: string;
  inspectionId?: string;
  treatmentId?: string;
  taskId?: string;
}

/** Indexes every hive, apiary, inspection, treatment and task of the table (see above); with `dryRun`, only counts their words. */
export async function backfillAllSearchTerms({ dryRun = false } = {}): Promise<SearchIndexBackfill> {
  const counts: SearchIndexBackfill = { records: 0, terms: 0 };
  const records = scanForBackfill<ScannedRecord>({
    models: [HiveEntity, ApiaryEntity, InspectionEntity, TreatmentEntity, TaskEntity].map(({ schema }) => schema.model),
    attributes: [ENTITY_FIELD, 'userId', 'hiveId', 'apiaryId', 'inspectionId', 'treatmentId', 'taskId'],
  });
  for await (const item of records) {
    const { userId, hiveId, apiaryId, inspectionId, treatmentId, taskId } = item;
    counts.records++;
    // A task and a treatment name their hive too: their own ids decide first.
    if (item.__edb_e__ === TaskEntity.schema.model.entity && taskId) {
      counts.terms += await backfillTask(userId, taskId, dryRun);
    } else if (item.__edb_e__ === TreatmentEntity.schema.model.entity && treatmentId) {
      counts.terms += await backfillTreatment(userId, treatmentId, dryRun);
    } else if (item.__edb_e__ === InspectionEntity.schema.model.entity && inspectionId) {
      counts.terms += await backfillInspection(userId, inspectionId, dryRun);
    } else if (item.__edb_e__ === HiveEntity.schema.model.entity && hiveId) {
      counts.terms += await backfillHive(userId, hiveId, dryRun);
    } else if (apiaryId) {
      counts.terms += await backfillApiary(userId, apiaryId, dryRun);
    }
  }
  return counts;
}
