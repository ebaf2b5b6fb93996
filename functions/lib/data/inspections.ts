/**
 * Access patterns on inspections. Inspections live in their owner's partition: one by its id (the main key), one
 * hive's newest first (gsi1) and all of the user's newest first (gsi2), both sorted by date then id.
 *
 * The hive keeps its latest inspection's label, date, id and findings (queen, eggs, stores, population), its most
 * recent inspection with a mite count (`lastVarroaCheck`, which may be older than the latest), and counts its
 * inspections, all for the hive list and the treatment recommendations. Every inspection write is
 * one transaction with the hive, conditioned on the hive's `inspectionVersion` as it was read and growing it by
 * one: a concurrent inspection write on the same hive cancels one of the two, which reads again and retries, so
 * the hive can't be left showing anything but its newest inspection. A write that changes the label of an active
 * hive moves it between the dashboard's tallies in the same transaction (`hive-tallies.ts`).
 *
 * When the latest inspection is deleted or moved to an earlier date, the next-newest is read from gsi1, which is
 * eventually consistent: an inspection of an earlier date recorded in the same instant may be missed until the
 * hive's next inspection write (a window of milliseconds, accepted). The same holds for the previous mite count
 * when the one the hive keeps is deleted or loses its count (`newestVarroaCheck`).
 *
 * Each write also counts the inspections of each year for the profile's statistics (`inspection-tallies.ts`), in
 * the same transaction.
 *
 * Photos are the owner's `inspection-photo` uploads (`../uploads/attachments.ts`): every answer carries their
 * presigned URLs; new ones are checked and saved before the write, and dropped or deleted ones go after it.
 */
import type { EntityItem } from 'electrodb';
import { ulid } from 'ulid';
import { HIVE_HEALTH_NOT_INSPECTED } from '../../../shared/domain/hive';
import { API_ERRORS } from '../../../shared/messages';
import {
  INSPECTION_CURSOR_PATTERN,
  type Inspection,
  type InspectionAnswer,
  type InspectionListQuery,
  type ParsedInspectionInput,
} from '../../../shared/schemas/inspection';
import type { Caller } from '../caller';
import { NotFoundError } from '../errors';
import { authorsOf, changedBy, recordedBy } from './authors';
import {
  deleteFiles,
  prepareFiles,
  withPhotoUrls,
  type AttachmentField,
  type PreparedFiles,
} from '../uploads/attachments';
import { HiveEntity } from './entities/hive';
import { InspectionEntity } from './entities/inspection';
import { healthStatusWith } from './hive-health';
import { tallyUpdates } from './hive-tallies';
import { combinedYearChange, inspectionYearUpdates, yearChange, yearOf } from './inspection-tallies';
import { recordsFitting, searchTermsOf, termUpdates } from './search-index';
import { WriteConflictError, retryOnWriteConflict, writeTransaction, type TransactionEntities } from './transactions';
import { assertInScope, inScope, scopeOf } from './member-scope';
import { assertStartedFrom, updatedAfter, type CreateOutcome } from './record-versions';
import { inspectionCountsOf, queenRollupUpdates, queenStillKept, rollupChange } from './queen-rollup';

type InspectionRecord = EntityItem<typeof InspectionEntity>;
type HiveRecord = EntityItem<typeof HiveEntity>;

/** An inspection's photos: the owner's `inspection-photo` uploads, named in `photos`. */
function photosOf(userId: string): AttachmentField {
  return { userId, purpose: 'inspection-photo', field: 'photos' };
}

/** An inspection's place in both indexes, and the page cursor after it: `<date>_<id>`, compared as text. */
function positionOf({ inspectionDate, inspectionId }: Pick<InspectionRecord, 'inspectionDate' | 'inspectionId'>) {
  return `${inspectionDate}_${inspectionId}`;
}

function hiveLatestPosition(hive: HiveRecord): string | undefined {
  if (hive.lastInspectionDate === undefined || hive.latestInspectionId === undefined) return undefined;
  return positionOf({ inspectionDate: hive.lastInspectionDate, inspectionId: hive.latestInspectionId });
}

function toInspection(record: InspectionRecord, hiveName: string): Inspection {
  return {
    id: record.inspectionId,
    createdAt: record.createdAt,
    version: record.updatedAt,
    hiveId: record.hiveId,
    hiveName,
    inspectionDate: record.inspectionDate,
    queenSeen: record.queenSeen,
    queenCells: record.queenCells,
    broodPattern: record.broodPattern,
    temperament: record.temperament,
    population: record.population,
    foodStores: record.foodStores,
    smallHiveBeetle: record.smallHiveBeetle,
    eggsPresent: record.eggsPresent,
    openBrood: record.openBrood,
    cappedBrood: record.cappedBrood,
    diseases: record.diseases,
    treatments: record.treatments,
    notes: record.notes ?? null,
    photos: record.photos,
    varroaMethod: record.varroaMethod,
    varroaMites: record.varroaMites ?? null,
    varroaSampleBees: record.varroaSampleBees ?? null,
    varroaBoardDays: record.varroaBoardDays ?? null,
    ...authorsOf(record),
  };
}

/** Read consistently, so a write conditioned on what was read starts from the hive as it is. */
async function readHive(userId: string, hiveId: string): Promise<HiveRecord> {
  const { data } = await HiveEntity.get({ userId, hiveId }).go({ consistent: true });
  if (!data) throw new NotFoundError(API_ERRORS.hiveNotFound);
  return data;
}

/** The hive, 404 for one outside a member's scope as for anyone else's. */
async function readHiveInScope(caller: Caller, hiveId: string): Promise<HiveRecord> {
  const hive = await readHive(caller.userId, hiveId);
  assertInScope(caller, hive.apiaryId, API_ERRORS.hiveNotFound);
  return hive;
}

/** An inspection of a hive within a member's scope: the hive's apiary, which the inspection doesn't keep. */
function assertInspectionInScope(caller: Caller, hive: Pick<HiveRecord, 'apiaryId'> | null): void {
  if (scopeOf(caller) === null) return;
  if (!hive || !inScope(caller, hive.apiaryId)) throw new NotFoundError(API_ERRORS.inspectionNotFound);
}

async function readInspection(userId: string, inspectionId: string): Promise<InspectionRecord> {
  const { data } = await InspectionEntity.get({ userId, inspectionId }).go({ consistent: true });
  if (!data) throw new NotFoundError(API_ERRORS.inspectionNotFound);
  return data;
}

/** The hive's newest inspection strictly before `position`, or null (one Query of one item). */
async function newestBefore(hive: HiveRecord, position: string): Promise<InspectionRecord | null> {
  const [, inspectionDate = '', inspectionId = ''] = INSPECTION_CURSOR_PATTERN.exec(position) ?? [];
  const { data } = await InspectionEntity.query
    .inspectionsOfHive({ userId: hive.userId, hiveId: hive.hiveId })
    .lt({ inspectionDate, inspectionId })
    .go({ order: 'desc', limit: 1 });
  return data[0] ?? null;
}

/**
 * How many of the hive's inspections before the deleted or edited one are read for its previous mite count: one
 * Query page of 100. A beekeeper counting monthly finds it in the first few; past 100 inspections without a
 * count, the hive shows none until its next count.
 */
const PREVIOUS_CHECK_LOOKBACK = 100;

export type VarroaCheckRecord = NonNullable<HiveRecord['lastVarroaCheck']>;

/** An inspection's mite count as the hive keeps it, or null when it has none (no method, or no mites given). */
function varroaCheckOf(
  record: Pick<
    InspectionRecord,
    'inspectionId' | 'inspectionDate' | 'varroaMethod' | 'varroaMites' | 'varroaSampleBees' | 'varroaBoardDays'
  >,
): VarroaCheckRecord | null {
  const { inspectionId, inspectionDate, varroaMethod, varroaMites, varroaSampleBees, varroaBoardDays } = record;
  if (varroaMethod === 'none' || varroaMites === undefined) return null;
  return {
    inspectionId,
    inspectionDate,
    varroaMethod,
    varroaMites,
    ...(varroaSampleBees === undefined ? {} : { varroaSampleBees }),
    ...(varroaBoardDays === undefined ? {} : { varroaBoardDays }),
  };
}

/**
 * The hive's newest inspection with a mite count, strictly before `before` when given, or null. One Query page of
 * PREVIOUS_CHECK_LOOKBACK inspections, or (`untilFound`, for the one-off backfill only) as many pages as it takes.
 */
export async function newestVarroaCheck(
  { userId }: Pick<Caller, 'userId'>,
  hiveId: string,
  { before, untilFound = false }: { before?: string; untilFound?: boolean } = {},
): Promise<VarroaCheckRecord | null> {
  const [, inspectionDate = '', inspectionId = ''] =
    before === undefined ? [] : (INSPECTION_CURSOR_PATTERN.exec(before) ?? []);
  const hiveInspections = InspectionEntity.query.inspectionsOfHive({ userId, hiveId });
  const range = before === undefined ? hiveInspections : hiveInspections.lt({ inspectionDate, inspectionId });
  const { data } = await range
    .where(({ varroaMethod, varroaMites }, { ne, exists }) => `${ne(varroaMethod, 'none')} AND ${exists(varroaMites)}`)
    .go({ order: 'desc', limit: PREVIOUS_CHECK_LOOKBACK, ...(untilFound ? { count: 1 } : { pages: 1 }) });
  const newest = data[0];
  return newest ? varroaCheckOf(newest) : null;
}

/** What the hive takes from its latest inspection (its mite count caps the health label). */
type LatestFields = Pick<
  InspectionRecord,
  | 'inspectionId'
  | 'inspectionDate'
  | 'broodPattern'
  | 'temperament'
  | 'population'
  | 'foodStores'
  | 'queenSeen'
  | 'queenCells'
  | 'eggsPresent'
  | 'varroaMethod'
  | 'varroaMites'
  | 'varroaSampleBees'
  | 'varroaBoardDays'
>;

/** What the hive shows after a write: this inspection as its latest, none at all, or the same as before. */
type LatestChange = LatestFields | null | 'unchanged';

/** The hive's last mite count after a write: this one, none at all, or the same as before. */
type CheckChange = VarroaCheckRecord | null | 'unchanged';

/** The last count after recording (or editing into) `check` when the hive keeps `kept`: the newer of the two. */
function newerCheck(kept: VarroaCheckRecord | undefined, check: VarroaCheckRecord | null): CheckChange {
  if (check === null) return 'unchanged';
  return kept === undefined || positionOf(check) > positionOf(kept) ? check : 'unchanged';
}

export function latestFindingsOf(latest: LatestFields): NonNullable<HiveRecord['latestFindings']> {
  const { inspectionDate, queenSeen, queenCells, eggsPresent, foodStores, population } = latest;
  return { inspectionDate, queenSeen, queenCells, eggsPresent, foodStores, population };
}

/**
 * The hive's side of an inspection write: its count, its latest inspection, label (`healthStatusWith`) and last mite
 * count, and the version and status it was read at; with the dashboard's tallies when its label changes while it is
 * active.
 */
function hiveUpdates(
  entities: TransactionEntities,
  current: HiveRecord,
  latest: LatestChange,
  countChange: number,
  check: CheckChange,
  healthStatus: string,
) {
  const version: number | undefined = current.inspectionVersion;
  const queenId = current.currentQueenId;
  const counted = entities.hive
    .patch({ userId: current.userId, hiveId: current.hiveId })
    .add({ inspectionCount: countChange, inspectionVersion: 1 });
  const labelled =
    latest === 'unchanged'
      ? counted
      : latest === null
        ? counted.set({ healthStatus }).remove(['lastInspectionDate', 'latestInspectionId', 'latestFindings'])
        : counted.set({
            healthStatus,
            lastInspectionDate: latest.inspectionDate,
            latestInspectionId: latest.inspectionId,
            latestFindings: latestFindingsOf(latest),
          });
  const checked =
    check === 'unchanged'
      ? labelled
      : check === null
        ? labelled.remove(['lastVarroaCheck'])
        : labelled.set({ lastVarroaCheck: check });
  // Hives written before inspections existed have no version yet. The status as read decides the tallies.
  const hive = checked
    .where(
      ({ inspectionVersion, status, currentQueenId }, { eq, notExists }) =>
        `${version === undefined ? notExists(inspectionVersion) : eq(inspectionVersion, version)} AND ${eq(status, current.status)}` +
        // The queen as read is the one whose rollup the write counts in.
        ` AND ${queenId === undefined ? notExists(currentQueenId) : eq(currentQueenId, queenId)}`,
    )
    .commit();
  return { hive, ...tallyUpdates(entities, current.userId, current, { ...current, healthStatus }) };
}

/** A canceled inspection write: the hive changed (or went) since it was read, so read it again. */
function hiveChanged(operation: string): WriteConflictError {
  return new WriteConflictError(`hive changed while ${operation}`);
}

/** The inspection's place in the search index. */
function indexed(userId: string, inspectionId: string) {
  return { userId, recordType: 'inspection' as const, recordId: inspectionId };
}

/** The stored fields of the form's input (without the hive, which an inspection never changes). */
function storedFields({ hiveId: _hiveId, ...fields }: ParsedInspectionInput) {
  return fields;
}

/**
 * A page of the caller's inspections, newest first, one hive's when `hiveId` is given (404 when that hive isn't
 * theirs, or lies outside a member's scope). One Query of `limit + 1` items (the extra one says whether a next page
 * exists) and one BatchGet of the page's hives (or one Get of the filtered hive). Without `hiveId`, a member of
 * chosen apiaries is answered the page's inspections of their hives: a page may be short, its cursor goes on.
 */
export async function listInspections(
  caller: Caller,
  { hiveId, limit, cursor }: InspectionListQuery,
): Promise<{ inspections: InspectionAnswer[]; nextCursor: string | null }> {
  const { userId } = caller;
  const [, afterDate, afterId] = cursor === undefined ? [] : (INSPECTION_CURSOR_PATTERN.exec(cursor) ?? []);
  const filteredHive = hiveId === undefined ? undefined : await readHiveInScope(caller, hiveId);
  const query =
    hiveId === undefined
      ? InspectionEntity.query.inspectionsOfUser({ userId })
      : InspectionEntity.query.inspectionsOfHive({ userId, hiveId });
  const page =
    afterDate === undefined || afterId === undefined
      ? query
      : query.lt({ inspectionDate: afterDate, inspectionId: afterId });
  const { data } = await page.go({ order: 'desc', limit: limit + 1 });
  const records = data.slice(0, limit);
  const last = records.at(-1);
  const nextCursor = data.length > limit && last ? positionOf(last) : null;
  const hives = filteredHive ? new Map([[filteredHive.hiveId, filteredHive]]) : await hivesOf(userId, records);
  const inspections = records
    .filter((record) => inScope(caller, hives.get(record.hiveId)?.apiaryId ?? ''))
    .map((record) => toInspection(record, hives.get(record.hiveId)?.name ?? ''));
  return { inspections: await Promise.all(inspections.map(withPhotoUrls)), nextCursor };
}

/** The names and apiaries of the hives of these inspections: one BatchGet of at most a page's hives. */
async function hivesOf(
  userId: string,
  records: readonly InspectionRecord[],
): Promise<Map<string, Pick<HiveRecord, 'name' | 'apiaryId'>>> {
  const hiveIds = [...new Set(records.map((record) => record.hiveId))];
  if (hiveIds.length === 0) return new Map();
  const { data } = await HiveEntity.get(hiveIds.map((hiveId) => ({ userId, hiveId }))).go({
    attributes: ['hiveId', 'name', 'apiaryId'],
  });
  return new Map(data.map((hive) => [hive.hiveId, hive]));
}

/** One of the caller's inspections; 404 for anyone else's, and for one of a hive outside a member's scope. */
export async function getInspection(caller: Caller, inspectionId: string): Promise<InspectionAnswer> {
  return answerInspection(caller, await readInspection(caller.userId, inspectionId));
}

/** The hive's latest inspection (one Get by the id the hive keeps), or null before the first. */
export async function getLatestInspection({ userId }: Caller, hive: HiveRecord): Promise<InspectionAnswer | null> {
  if (hive.latestInspectionId === undefined) return null;
  const { data } = await InspectionEntity.get({ userId, inspectionId: hive.latestInspectionId }).go({
    consistent: true,
  });
  return data ? withPhotoUrls(toInspection(data, hive.name)) : null;
}

/**
 * Records an inspection of one of the caller's hives, within a member's scope (404 otherwise) and, when it is the hive's newest, makes it
 * the hive's latest, in one transaction.
 *
 * With the id the app made (`clientId`, offline sync) it is recorded only if absent. A replay after a lost answer
 * is looked up before the photos are prepared (the first request already moved its uploads), so it costs one
 * GetItem, writes nothing and is answered the stored inspection. Two requests racing with one id both pass that
 * look-up; the create's own condition lets one write, and the other is answered the stored inspection too, its
 * photos left as saved (the same keys the stored one names). The id is looked up in the acting account's
 * partition: another account's record of the same id is another item, so this account's record is simply created.
 */
export async function createInspection(
  caller: Caller,
  input: ParsedInspectionInput,
  clientId?: string,
): Promise<CreateOutcome<InspectionAnswer>> {
  const { userId } = caller;
  if (clientId !== undefined) {
    const stored = await storedInspection(caller, clientId);
    if (stored) return { record: stored, isNew: false };
  }
  const inspectionId = clientId ?? ulid();
  let files: PreparedFiles;
  try {
    files = await prepareFiles(photosOf(userId), [], input.photos);
  } catch (error) {
    // A request racing with this one's id may have saved the photos first: its inspection is the answer.
    const stored = clientId === undefined ? null : await storedInspection(caller, clientId);
    if (stored) return { record: stored, isNew: false };
    throw error;
  }
  const written = retryOnWriteConflict(async (): Promise<'created' | 'found'> => {
    const hive = await readHiveInScope(caller, input.hiveId);
    const queenId = hive.currentQueenId;
    const fields = {
      ...storedFields(input),
      userId,
      hiveId: hive.hiveId,
      inspectionId,
      ...(queenId === undefined ? {} : { queenId }),
      ...recordedBy(caller),
    };
    const latestBefore = hiveLatestPosition(hive);
    const isNewest = latestBefore === undefined || positionOf(fields) > latestBefore;
    const latest = isNewest ? fields : 'unchanged';
    const healthStatus = await healthStatusWith(hive, latest);
    const cancellation = await writeTransaction((entities) => ({
      inspection: entities.inspection.create(fields).commit(),
      ...hiveUpdates(entities, hive, latest, 1, newerCheck(hive.lastVarroaCheck, varroaCheckOf(fields)), healthStatus),
      inspectionYears: inspectionYearUpdates(entities, userId, yearChange([fields.inspectionDate], 1)),
      terms: termUpdates(entities, indexed(userId, inspectionId), [], searchTermsOf('inspection', fields)),
      queenRollup: queenRollupUpdates(entities, userId, [[queenId, inspectionCountsOf(fields)]]),
    }));
    if (!cancellation) return 'created';
    if (cancellation.conditionFailed('inspection')) return 'found';
    if (cancellation.conditionFailed('hive') || cancellation.conditionFailed('queenRollup')) {
      throw hiveChanged('recording an inspection');
    }
    throw cancellation.unexpected('Recording an inspection');
  });
  // A create that found its record stored settles the photos as written: the stored one names the saved copies.
  await files.afterWrite(written);
  return { record: await getInspection(caller, inspectionId), isNew: (await written) === 'created' };
}

/** The caller's inspection of this id as answered, or null when none is stored (one consistent GetItem). */
async function storedInspection(caller: Caller, inspectionId: string): Promise<InspectionAnswer | null> {
  const { data } = await InspectionEntity.get({ userId: caller.userId, inspectionId }).go({ consistent: true });
  return data ? answerInspection(caller, data) : null;
}

/** An inspection as answered, with its hive's name; 404 for one of a hive outside a member's scope. */
async function answerInspection(caller: Caller, record: InspectionRecord): Promise<InspectionAnswer> {
  const { data: hive } = await HiveEntity.get({ userId: caller.userId, hiveId: record.hiveId }).go({
    attributes: ['name', 'apiaryId'],
  });
  assertInspectionInScope(caller, hive);
  return withPhotoUrls(toInspection(record, hive?.name ?? ''));
}

/**
 * Replaces an inspection's fields (its hive stays; 404 when the inspection isn't the caller's, or its hive lies
 * outside a member's scope) and keeps the
 * hive's latest right: the edited one becomes latest when it is now the newest, and when the latest moves to an
 * earlier date the next-newest may take its place. An edit that started from another version than the stored one
 * (`startedFrom`) answers 409 with the inspection as stored, and writes nothing (its photos neither).
 */
export async function updateInspection(
  caller: Caller,
  inspectionId: string,
  input: ParsedInspectionInput,
  startedFrom?: string,
): Promise<InspectionAnswer> {
  const { userId } = caller;
  const saved = await readInspection(userId, inspectionId);
  // Before its photos are prepared: nothing is written for an inspection outside a member's scope, or for a stale edit.
  if (scopeOf(caller) !== null) assertInspectionInScope(caller, await readHive(userId, saved.hiveId));
  await assertStartedFrom(startedFrom, saved.updatedAt, () => answerInspection(caller, saved));
  const files = await prepareFiles(photosOf(userId), saved.photos, input.photos);
  const written = retryOnWriteConflict(async () => {
    const current = await readInspection(userId, inspectionId);
    // Changed since the photos were prepared: the copies made for this edit go again (afterWrite).
    await assertStartedFrom(startedFrom, current.updatedAt, () => answerInspection(caller, current));
    const hive = await readHive(userId, current.hiveId);
    const edited: InspectionRecord = {
      ...storedFields(input),
      userId,
      hiveId: current.hiveId,
      inspectionId,
      ...(current.queenId === undefined ? {} : { queenId: current.queenId }),
      createdAt: current.createdAt,
      updatedAt: updatedAfter(current.updatedAt),
      ...changedBy(caller, current),
    };
    const [latest, check, countedFor] = await Promise.all([
      latestAfterEdit(hive, current, edited),
      checkAfterEdit(hive, current, edited),
      queenStillKept(userId, current.queenId, hive),
    ]);
    const healthStatus = await healthStatusWith(hive, latest);
    const cancellation = await writeTransaction((entities) => ({
      // A put replaces the item, so fields the form left empty are cleared; it must still be the one read.
      inspection: entities.inspection
        .put(edited)
        .where(({ updatedAt }, { eq }) => eq(updatedAt, current.updatedAt))
        .commit(),
      ...hiveUpdates(entities, hive, latest, 0, check, healthStatus),
      // The date as read is the one replaced: the put is conditioned on the hive's version, which every write grows.
      inspectionYears: inspectionYearUpdates(
        entities,
        userId,
        combinedYearChange(yearChange([current.inspectionDate], -1), yearChange([edited.inspectionDate], 1)),
      ),
      // The words as read are those replaced, for the same reason.
      terms: termUpdates(
        entities,
        indexed(userId, inspectionId),
        searchTermsOf('inspection', current),
        searchTermsOf('inspection', edited),
      ),
      queenRollup: queenRollupUpdates(entities, userId, [
        [countedFor, rollupChange(inspectionCountsOf(current), inspectionCountsOf(edited))],
      ]),
    }));
    if (!cancellation) return;
    if (
      cancellation.conditionFailed('hive') ||
      cancellation.conditionFailed('inspection') ||
      cancellation.conditionFailed('queenRollup')
    ) {
      throw hiveChanged('editing an inspection');
    }
    throw cancellation.unexpected('Editing an inspection');
  });
  await files.afterWrite(written);
  return getInspection(caller, inspectionId);
}

/** The hive's latest once `current` becomes `edited`. */
async function latestAfterEdit(
  hive: HiveRecord,
  current: InspectionRecord,
  edited: InspectionRecord,
): Promise<LatestChange> {
  const latestBefore = hiveLatestPosition(hive);
  const wasLatest = hive.latestInspectionId === current.inspectionId;
  if (!wasLatest) {
    return latestBefore === undefined || positionOf(edited) > latestBefore ? edited : 'unchanged';
  }
  if (positionOf(edited) >= positionOf(current)) return edited;
  // Moved to an earlier date: the newest of the others may now be newer.
  const others = await newestBefore(hive, positionOf(current));
  return others && positionOf(others) > positionOf(edited) ? others : edited;
}

/** The hive's last mite count once `current` becomes `edited`. */
async function checkAfterEdit(
  hive: HiveRecord,
  current: InspectionRecord,
  edited: InspectionRecord,
): Promise<CheckChange> {
  const kept = hive.lastVarroaCheck;
  const editedCheck = varroaCheckOf(edited);
  if (kept?.inspectionId !== current.inspectionId) return newerCheck(kept, editedCheck);
  if (editedCheck && positionOf(edited) >= positionOf(current)) return editedCheck;
  // It lost its count or moved to an earlier date: an older count may now be the last.
  const previous = await newestVarroaCheck(hive, hive.hiveId, { before: positionOf(current) });
  if (editedCheck === null) return previous;
  return previous && positionOf(previous) > positionOf(editedCheck) ? previous : editedCheck;
}

/**
 * Deletes one of the caller's inspections (404 otherwise, and for one of a hive outside a member's scope); when it
 * was the hive's latest, the next-newest becomes current, or the hive is "Not inspected" when none is left.
 */
export async function deleteInspection(caller: Caller, inspectionId: string): Promise<void> {
  const { userId } = caller;
  const photos = await retryOnWriteConflict(async () => {
    const current = await readInspection(userId, inspectionId);
    const hive = await readHive(userId, current.hiveId);
    assertInspectionInScope(caller, hive);
    const [latest, check, countedFor] = await Promise.all([
      hive.latestInspectionId === current.inspectionId ? newestBefore(hive, positionOf(current)) : 'unchanged',
      hive.lastVarroaCheck?.inspectionId === current.inspectionId
        ? newestVarroaCheck(hive, hive.hiveId, { before: positionOf(current) })
        : 'unchanged',
      queenStillKept(userId, current.queenId, hive),
    ] as const);
    const healthStatus = await healthStatusWith(hive, latest);
    const cancellation = await writeTransaction((entities) => ({
      inspection: entities.inspection
        .delete({ userId, inspectionId })
        .where(({ inspectionId: id }, { exists }) => exists(id))
        .commit(),
      ...hiveUpdates(entities, hive, latest, -1, check, healthStatus),
      inspectionYears: inspectionYearUpdates(entities, userId, yearChange([current.inspectionDate], -1)),
      terms: termUpdates(entities, indexed(userId, inspectionId), searchTermsOf('inspection', current), []),
      queenRollup: queenRollupUpdates(entities, userId, [[countedFor, rollupChange(inspectionCountsOf(current), {})]]),
    }));
    if (!cancellation) return current.photos;
    if (
      cancellation.conditionFailed('hive') ||
      cancellation.conditionFailed('inspection') ||
      cancellation.conditionFailed('queenRollup')
    ) {
      throw hiveChanged('deleting an inspection');
    }
    throw cancellation.unexpected('Deleting an inspection');
  });
  await deleteFiles(photos);
}

/**
 * Items a transaction of a hive's inspections spends on them and their search words: the hive's count, the two hive
 * tallies and the count of their year make DynamoDB's 100 items.
 */
const HIVE_INSPECTION_ITEMS_PER_TRANSACTION = 96;
/** Transactions one request spends on a hive's inspections: some 30 DynamoDB requests. */
const HIVE_INSPECTION_TRANSACTIONS_PER_REQUEST = 10;

/**
 * Deletes a hive's inspections with their search words, oldest first, as many of one year as fit a transaction
 * (96 items: up to 96 inspections without notes, 5 with 16-word notes) with the hive's count (so its latest stays
 * until the last) and that year's count, ten transactions per request. Answers how many are left: a hive with
 * more takes further requests.
 */
export async function deleteHiveInspections({ userId }: Caller, hiveId: string): Promise<number> {
  for (let round = 0; round < HIVE_INSPECTION_TRANSACTIONS_PER_REQUEST; round++) {
    const finished = await retryOnWriteConflict(async () => {
      const hive = await readHive(userId, hiveId);
      const { data } = await InspectionEntity.query.inspectionsOfHive({ userId, hiveId }).go({
        order: 'asc',
        limit: HIVE_INSPECTION_ITEMS_PER_TRANSACTION,
        attributes: ['inspectionId', 'inspectionDate', 'photos', 'notes', 'diseases'],
      });
      if (data.length === 0) return true;
      // Oldest first, so the inspections of the oldest year come first: this transaction takes only those.
      const year = yearOf(data[0]?.inspectionDate);
      const ofYear = data
        .filter(({ inspectionDate }) => yearOf(inspectionDate) === year)
        .map((inspection) => ({ ...inspection, terms: searchTermsOf('inspection', inspection) }));
      const batch = recordsFitting(ofYear, ({ terms }) => terms, HIVE_INSPECTION_ITEMS_PER_TRANSACTION);
      const ids = batch.map(({ inspectionId }) => inspectionId);
      const removesLatest = hive.latestInspectionId !== undefined && ids.includes(hive.latestInspectionId);
      const removesCheck = hive.lastVarroaCheck !== undefined && ids.includes(hive.lastVarroaCheck.inspectionId);
      const cancellation = await writeTransaction((entities) => ({
        inspections: ids.map((inspectionId) => entities.inspection.delete({ userId, inspectionId }).commit()),
        terms: batch.flatMap(({ inspectionId, terms }) =>
          termUpdates(entities, indexed(userId, inspectionId), terms, []),
        ),
        ...hiveUpdates(
          entities,
          hive,
          removesLatest ? null : 'unchanged',
          -ids.length,
          removesCheck ? null : 'unchanged',
          removesLatest ? HIVE_HEALTH_NOT_INSPECTED : hive.healthStatus,
        ),
        inspectionYears: inspectionYearUpdates(entities, userId, { [year]: -ids.length }),
      }));
      if (cancellation?.conditionFailed('hive')) throw hiveChanged('deleting its inspections');
      if (cancellation) throw cancellation.unexpected("Deleting a hive's inspections");
      await deleteFiles(batch.flatMap(({ photos }) => photos ?? []));
      return batch.length === data.length && data.length < HIVE_INSPECTION_ITEMS_PER_TRANSACTION;
    });
    if (finished) return 0;
  }
  return (await readHive(userId, hiveId)).inspectionCount;
}
