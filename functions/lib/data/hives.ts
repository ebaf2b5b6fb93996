/**
 * Access patterns on hives. Hives live in their owner's partition beside the apiaries, so the hive list (with
 * apiary names) takes two parallel queries on one partition, and another user's id is simply not found.
 * Each apiary counts its hives and the user item counts all of them; every write keeps both counts, and the
 * dashboard's tallies of active hives (`hive-tallies.ts`), in the same transaction as the hive itself.
 */
import type { Entity, EntityItem, Item, WhereCallback } from 'electrodb';
import { ulid } from 'ulid';
import { API_ERRORS } from '../../../shared/messages';
import { HIVE_SCALE_API_ERRORS } from '../../../shared/messages/hive-scales';
import { HIVE_LABEL_API_ERRORS } from '../../../shared/messages/hive-labels';
import { QUEEN_API_ERRORS } from '../../../shared/messages/queens';
import { introductionMonthFromAge, queenAgeInMonths } from '../../../shared/rules/queen-age';
import { countOf } from '../../../shared/count-of';
import { HIVE_DEFAULTS, HIVE_HEALTH_NOT_INSPECTED, HIVE_PAGE, type HiveStatus } from '../../../shared/domain/hive';
import type { ColonyEndReason } from '../../../shared/domain/colony';
import type { Hive, HiveListQuery, LastVarroaCheck, ParsedHiveInput } from '../../../shared/schemas/hive';
import { foldText } from '../../../shared/rules/search';
import type { HiveWithLatestInspection } from '../../../shared/schemas/inspection';
import type { Caller } from '../caller';
import { ConflictError, NotFoundError, PaymentRequiredError } from '../errors';
import { authorOf, authorsOf, recordedBy } from './authors';
import { ApiaryEntity } from './entities/apiary';
import { HiveEntity } from './entities/hive';
import { financesStillUnlinking, unlinkFinances } from './finances';
import { tallyUpdates } from './hive-tallies';
import { deleteHiveInspections, getLatestInspection } from './inspections';
import { deleteLinkedTasks } from './linked-tasks';
import { deleteHiveColonyEvents } from './colony-events';
import { unassignHiveLabels } from './hive-labels';
import { deleteHiveScales } from './hive-scales';
import { WriteConflictError, retryOnWriteConflict, writeTransaction } from './transactions';
import { deleteHiveProduction } from './production';
import { deleteHiveTreatments } from './treatments';
import { searchTermsOf, termUpdates } from './search-index';
import { countOneMore } from './users';
import { assertInScope, scopeOf } from './member-scope';
import { assertStartedFrom } from './record-versions';

type HiveRecord = EntityItem<typeof HiveEntity>;
/** A condition on the stored hive, written with ElectroDB's where operations. */
type HiveCondition =
  typeof HiveEntity extends Entity<infer A, infer F, infer C, infer S>
    ? WhereCallback<A, F, C, S, Item<A, F, C, S, S['attributes']>>
    : never;

/** The hive's place in the search index. */
function indexed(userId: string, hiveId: string) {
  return { userId, recordType: 'hive' as const, recordId: hiveId };
}

/** The optional fields a PUT clears when the form leaves them empty. */
const OPTIONAL_FIELDS = ['queenId', 'queenIntroducedOn', 'queenMarking', 'notes'] as const;

/** The server's calendar day (UTC, as Lambdas run): the day queen ages are counted to. */
function serverToday(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * The form's fields as stored: a queen's age in months today becomes the month she was introduced, so the stored
 * value never goes stale.
 */
function storedFields({ queenAge, ...fields }: ParsedHiveInput): Omit<ParsedHiveInput, 'queenAge'> {
  if (queenAge === undefined) return fields;
  return { ...fields, queenIntroducedOn: introductionMonthFromAge(queenAge, serverToday()) };
}

/**
 * When the queen was introduced. A hive written before introduction dates were stored holds her age in months as
 * given when the hive was created: read as the month that many months before its creation. Derived on read (the
 * read routes may only read) and written for good by the hive's next update, so no migration job is needed.
 */
function queenIntroducedOn(record: HiveRecord): string | null {
  if (record.queenIntroducedOn !== undefined) return record.queenIntroducedOn;
  if (record.queenAge === undefined) return null;
  return introductionMonthFromAge(record.queenAge, record.createdAt.slice(0, 10));
}

/** The hive's last mite count as the API answers it (without the inspection id it is kept by). */
export function lastVarroaCheckOf({ lastVarroaCheck }: Pick<HiveRecord, 'lastVarroaCheck'>): LastVarroaCheck | null {
  if (!lastVarroaCheck) return null;
  const { inspectionDate, varroaMethod, varroaMites, varroaSampleBees, varroaBoardDays } = lastVarroaCheck;
  return {
    inspectionDate,
    varroaMethod,
    varroaMites,
    varroaSampleBees: varroaSampleBees ?? null,
    varroaBoardDays: varroaBoardDays ?? null,
  };
}

/** The version of the hive's own fields (offline sync): hives written before it was kept answer `createdAt`. */
function versionOf(record: Pick<HiveRecord, 'version' | 'createdAt'>): string {
  return record.version ?? record.createdAt;
}

function toHive(record: HiveRecord, apiaryName: string, today = serverToday()): Hive {
  const introducedOn = queenIntroducedOn(record);
  return {
    id: record.hiveId,
    name: record.name,
    apiaryId: record.apiaryId,
    apiaryName,
    queenId: record.queenId ?? null,
    queenIntroducedOn: introducedOn,
    queenAge: introducedOn === null ? null : queenAgeInMonths(introducedOn, today),
    queenMarking: record.queenMarking ?? null,
    hiveType: record.hiveType,
    frameCount: record.frameCount,
    notes: record.notes ?? null,
    status: record.status,
    healthStatus: record.healthStatus,
    lastInspectionDate: record.lastInspectionDate ?? null,
    // Hives written before inspections existed have no count yet.
    inspectionCount: (record.inspectionCount as number | undefined) ?? 0,
    latestFindings: record.latestFindings ?? null,
    lastVarroaCheck: lastVarroaCheckOf(record),
    currentQueenId: record.currentQueenId ?? null,
    startedOn: record.startedOn ?? record.createdAt.slice(0, 10),
    endedOn: record.endedOn ?? null,
    endReason: record.endReason ?? null,
    parentHiveId: record.parentHiveId ?? null,
    createdAt: record.createdAt,
    version: versionOf(record),
    ...authorsOf(record),
  };
}

/** The largest ULID, so the last hive id there can be. */
const LAST_ULID = '7ZZZZZZZZZZZZZZZZZZZZZZZZZ';

/**
 * A page of the caller's hives, oldest first (ids are ULIDs), each with its apiary's current name: one Query (from
 * the user's partition, read consistently so a write just answered is listed; or one apiary's hives from gsi1) and
 * one BatchGet of the page's apiary names, however many hives the beekeeper keeps. With `q` or `status`, one Query
 * reads at most HIVE_PAGE.searchRead hives after the cursor and answers those whose name contains `q` and whose
 * status is `status`; the cursor then goes on from the last hive read, so a short page can still carry one. A
 * member of chosen apiaries is answered those apiaries' hives the same way (an apiary outside answers 404).
 */
export async function listHives(
  caller: Caller,
  { apiaryId, q, status, limit, cursor }: HiveListQuery,
): Promise<{ hives: Hive[]; nextCursor: string | null }> {
  const { userId } = caller;
  if (apiaryId !== undefined) assertInScope(caller, apiaryId);
  const scope = apiaryId === undefined ? scopeOf(caller) : null;
  const searched = q === undefined ? undefined : foldText(q);
  const wanted = (record: HiveRecord) =>
    (searched === undefined || foldText(record.name).includes(searched)) &&
    (status === undefined || record.status === status) &&
    (scope === null || scope.has(record.apiaryId));
  const filtered = searched !== undefined || status !== undefined || scope !== null;
  const looked = filtered ? HIVE_PAGE.searchRead : limit;
  // The range from the cursor's hive to the last id possible: an open range would read on past the hives into the
  // partition's other records, and DynamoDB's limit would count them. The cursor's hive itself is dropped.
  const range = cursor === undefined ? undefined : ([{ hiveId: cursor }, { hiveId: LAST_ULID }] as const);
  // One more than is looked at says whether any are left. gsi1 can't be read consistently: one apiary's list may
  // lag a write by a moment.
  const { data, cursor: unread } =
    apiaryId === undefined
      ? await (
          range ? HiveEntity.query.hivesOfUser({ userId }).between(...range) : HiveEntity.query.hivesOfUser({ userId })
        ).go({ limit: looked + 2, pages: 1, consistent: true })
      : await (
          range
            ? HiveEntity.query.hivesOfApiary({ userId, apiaryId }).between(...range)
            : HiveEntity.query.hivesOfApiary({ userId, apiaryId })
        ).go({ limit: looked + 2, pages: 1 });
  const after = data.filter((record) => record.hiveId !== cursor);
  const examined = after.slice(0, looked);
  const matching = filtered ? examined.filter(wanted) : examined;
  const records = matching.slice(0, limit);
  const anyLeft = unread !== null || after.length > looked;
  // Past a full page of matches the next page starts after the last one shown; else after the last hive examined.
  const nextAfter = matching.length > limit ? records.at(-1) : anyLeft ? examined.at(-1) : undefined;
  const nextCursor = nextAfter?.hiveId ?? null;
  const apiaryNames = await apiaryNamesOf(userId, records);
  const today = serverToday();
  return {
    hives: records.map((hive) => toHive(hive, apiaryNames.get(hive.apiaryId) ?? '', today)),
    nextCursor,
  };
}

/** The names of these hives' apiaries: one BatchGet of the few apiaries of a page, read consistently. */
async function apiaryNamesOf(userId: string, hives: readonly HiveRecord[]): Promise<Map<string, string>> {
  const apiaryIds = [...new Set(hives.map((hive) => hive.apiaryId))];
  if (apiaryIds.length === 0) return new Map();
  const { data } = await ApiaryEntity.get(apiaryIds.map((apiaryId) => ({ userId, apiaryId }))).go({
    attributes: ['apiaryId', 'name'],
    consistent: true,
  });
  return new Map(data.map((apiary) => [apiary.apiaryId, apiary.name]));
}

/**
 * Read consistently: a hive just written is read back as written, and a write conditioned on what was read
 * doesn't start from a stale copy.
 */
async function getHiveRecord(userId: string, hiveId: string): Promise<HiveRecord | null> {
  const { data } = await HiveEntity.get({ userId, hiveId }).go({ consistent: true });
  return data;
}

/**
 * The condition of a write that starts from `current`: still in the same apiary, with the same status, label and
 * texts, so the apiary counts, the tallies and the search words move from what the hive is; and at the same
 * version, so an edit that started from it is the one that applies.
 */
function unchangedSince(current: HiveRecord): HiveCondition {
  return ({ apiaryId, status, healthStatus, name, notes, version }, { eq, notExists }) =>
    [
      current.version === undefined ? notExists(version) : eq(version, current.version),
      eq(apiaryId, current.apiaryId),
      eq(status, current.status),
      eq(healthStatus, current.healthStatus),
      eq(name, current.name),
      current.notes === undefined ? notExists(notes) : eq(notes, current.notes),
    ].join(' AND ');
}

/** The hive as the API answers it, with its apiary's name. */
async function withApiaryName(record: HiveRecord): Promise<Hive> {
  const { data: apiary } = await ApiaryEntity.get({ userId: record.userId, apiaryId: record.apiaryId }).go({
    attributes: ['name'],
    consistent: true,
  });
  return toHive(record, apiary?.name ?? '');
}

/**
 * One of the caller's hives with its apiary's name and its latest inspection: one Get each for the hive, the name
 * and the inspection; 404 for anyone else's, and for one outside a member's scope.
 */
export async function getHive(caller: Caller, hiveId: string): Promise<HiveWithLatestInspection> {
  const record = await getHiveRecord(caller.userId, hiveId);
  if (!record) throw new NotFoundError(API_ERRORS.hiveNotFound);
  assertInScope(caller, record.apiaryId, API_ERRORS.hiveNotFound);
  const [hive, latestInspection] = await Promise.all([withApiaryName(record), getLatestInspection(caller, record)]);
  return { ...hive, latestInspection };
}

/**
 * Creates the hive in one transaction with both counts: the apiary must be the caller's, within a member's scope
 * (404 otherwise), and the user item must be within the free-plan limit (402 otherwise).
 */
export async function createHive(caller: Caller, input: ParsedHiveInput): Promise<Hive> {
  const { userId } = caller;
  assertInScope(caller, input.apiaryId);
  const record = {
    ...storedFields(input),
    userId,
    hiveId: ulid(),
    version: ulid(),
    createdAt: new Date().toISOString(),
    ...recordedBy(caller),
  };
  const created = {
    status: record.status ?? HIVE_DEFAULTS.status,
    healthStatus: HIVE_HEALTH_NOT_INSPECTED,
    createdAt: record.createdAt,
  };
  const cancellation = await retryOnWriteConflict(() =>
    writeTransaction((entities) => ({
      hive: entities.hive.create(record).commit(),
      // patch never creates: a missing apiary (or another user's) fails its condition.
      apiaryCount: entities.apiary.patch({ userId, apiaryId: input.apiaryId }).add({ hiveCount: 1 }).commit(),
      userCount: countOneMore(entities.user, caller, 'hiveCount').commit(),
      ...tallyUpdates(entities, userId, null, created),
      terms: termUpdates(entities, indexed(userId, record.hiveId), [], searchTermsOf('hive', record)),
    })),
  );
  if (cancellation) {
    if (cancellation.conditionFailed('apiaryCount')) throw new NotFoundError(API_ERRORS.apiaryNotFound);
    if (cancellation.conditionFailed('userCount')) throw new PaymentRequiredError(API_ERRORS.hiveLimitReached);
    throw cancellation.unexpected('Creating a hive');
  }
  const stored = await getHiveRecord(userId, record.hiveId);
  if (!stored) throw new Error('The hive just created could not be read back');
  return withApiaryName(stored);
}

/** The statuses that end a colony's life with the beekeeper, with the end reason a plain status edit gives. */
const END_REASON_OF_STATUS = { dead: 'dead', sold: 'sold', combined: 'combined' } as const satisfies Partial<
  Record<HiveStatus, ColonyEndReason>
>;

/**
 * What a status edit does to the colony's end (the winter losses read it): from active to dead, sold or combined
 * it ends today, for that reason; back to active it has not ended. Colony events set both with their own day and
 * cause (`colony-events.ts`).
 */
function lifeChange(
  from: HiveStatus,
  to: HiveStatus,
): { set: { endedOn?: string; endReason?: ColonyEndReason }; remove: ('endedOn' | 'endReason')[] } {
  if (from === 'active' && to in END_REASON_OF_STATUS) {
    const reason = END_REASON_OF_STATUS[to as keyof typeof END_REASON_OF_STATUS];
    return { set: { endedOn: serverToday(), endReason: reason }, remove: [] };
  }
  if (to === 'active' && from !== 'active') return { set: {}, remove: ['endedOn', 'endReason'] };
  return { set: {}, remove: [] };
}

/**
 * Replaces the form's fields. Optional texts and numbers left empty are cleared; hive type, frame count and
 * status always have a value, so leaving them out keeps the stored one. Moving to another apiary moves the hive
 * between the two apiaries' counts in the same transaction. A legacy age in months goes: the introduction date
 * replaces it. A member of chosen apiaries edits their hives (404 for others) and moves them only among those.
 * An edit that started from another version than the stored one (`startedFrom`) answers 409 with the hive as
 * stored, and writes nothing.
 */
export async function updateHive(
  caller: Caller,
  hiveId: string,
  input: ParsedHiveInput,
  startedFrom?: string,
): Promise<Hive> {
  const { userId } = caller;
  assertInScope(caller, input.apiaryId);
  const fields = storedFields(input);
  const cleared = [...OPTIONAL_FIELDS.filter((field) => fields[field] === undefined), 'queenAge' as const];
  await retryOnWriteConflict(async () => {
    const current = await getHiveRecord(userId, hiveId);
    if (!current) throw new NotFoundError(API_ERRORS.hiveNotFound);
    assertInScope(caller, current.apiaryId, API_ERRORS.hiveNotFound);
    await assertStartedFrom(startedFrom, versionOf(current), () => withApiaryName(current));
    const moves = current.apiaryId !== input.apiaryId;
    const life = lifeChange(current.status, fields.status ?? current.status);
    const cancellation = await writeTransaction((entities) => ({
      // The conditions on what was read turn a concurrent edit, move, delete, inspection or status change into a
      // conflict: the retry re-reads, so the tallies move from the hive's label and status as they are, and an edit
      // that started from the version as read meets the one now stored.
      hive: entities.hive
        .patch({ userId, hiveId })
        .set({ ...fields, ...life.set, version: ulid(), changedBy: authorOf(caller) })
        .remove([...cleared, ...life.remove])
        .where(unchangedSince(current))
        .commit(),
      // Only a move touches the apiaries' counts.
      fromApiaryCount: moves
        ? entities.apiary.patch({ userId, apiaryId: current.apiaryId }).subtract({ hiveCount: 1 }).commit()
        : undefined,
      toApiaryCount: moves
        ? entities.apiary.patch({ userId, apiaryId: input.apiaryId }).add({ hiveCount: 1 }).commit()
        : undefined,
      // Only a change between active and not changes the tallies.
      ...tallyUpdates(entities, userId, current, { ...current, status: fields.status ?? current.status }),
      // Its search words move from the texts as read: the hive's condition includes them.
      terms: termUpdates(
        entities,
        indexed(userId, hiveId),
        searchTermsOf('hive', current),
        searchTermsOf('hive', { name: fields.name, notes: fields.notes }),
      ),
    }));
    if (!cancellation) return;
    if (cancellation.conditionFailed('toApiaryCount')) throw new NotFoundError(API_ERRORS.apiaryNotFound);
    if (cancellation.conditionFailed('hive')) throw new WriteConflictError('hive changed while updating it');
    throw cancellation.unexpected('Updating a hive');
  });
  const updated = await getHiveRecord(userId, hiveId);
  if (!updated) throw new NotFoundError(API_ERRORS.hiveNotFound);
  return withApiaryName(updated);
}

/**
 * Refuses (409) while a queen on record heads the hive. Else deletes the hive's inspections (`deleteHiveInspections`:
 * up to 960 per request, fewer with long notes; more answer 409 saying how many are left, and the next delete goes
 * on), then its treatments with their feeding tallies (`deleteHiveTreatments`, up to 980), its harvests with their
 * share of the production tallies (`deleteHiveProduction`, up to 800) and its tasks (`deleteLinkedTasks`, up to
 * 1,000) the same way, its colony events that concern no other kept hive (`deleteHiveColonyEvents`), frees its QR
 * labels (`unassignHiveLabels`, up to 100), moves its financial records to unallocated (`unlinkFinances`, up to
 * 900), then the hive, uncounting it from its apiary and from the user item in one transaction conditioned on no
 * inspection, treatment, harvest, linked record or queen being left.
 */
export async function deleteHive(caller: Caller, hiveId: string): Promise<void> {
  const { userId } = caller;
  await retryOnWriteConflict(async () => {
    // A queen on record at its head would point at a hive gone: the beekeeper says where she went first.
    const headed = await getHiveRecord(userId, hiveId);
    // A member of chosen apiaries deletes only their hives: another's answers 404 like any beekeeper's.
    if (headed) assertInScope(caller, headed.apiaryId, API_ERRORS.hiveNotFound);
    if (headed?.currentQueenId !== undefined) {
      throw new ConflictError(QUEEN_API_ERRORS.hiveHeadedByQueen(headed.queenId ?? 'A queen'));
    }
    const left = await deleteHiveInspections(caller, hiveId);
    if (left > 0) {
      throw new ConflictError(API_ERRORS.hiveInspectionsStillDeleting(countOf(left, 'inspection', 'inspections')));
    }
    const treatmentsLeft = await deleteHiveTreatments(caller, hiveId);
    if (treatmentsLeft > 0) {
      throw new ConflictError(
        API_ERRORS.hiveTreatmentsStillDeleting(countOf(treatmentsLeft, 'treatment', 'treatments')),
      );
    }
    const harvestsLeft = await deleteHiveProduction(caller, hiveId);
    if (harvestsLeft > 0) {
      throw new ConflictError(
        API_ERRORS.hiveProductionStillDeleting(countOf(harvestsLeft, 'production record', 'production records')),
      );
    }
    if (!(await deleteLinkedTasks(caller, hiveId))) throw new ConflictError(API_ERRORS.hiveTasksStillDeleting);
    await deleteHiveColonyEvents(caller, hiveId);
    // Its QR labels stay, blank, to be stuck on another hive.
    if (!(await unassignHiveLabels(caller, hiveId)))
      throw new ConflictError(HIVE_LABEL_API_ERRORS.hiveLabelsStillUnassigning);
    // The beekeeper's books keep the hive's records, as unallocated.
    const financesLeft = await unlinkFinances(caller, { hiveId });
    if (financesLeft > 0) throw financesStillUnlinking(financesLeft);
    if (!(await deleteHiveScales(caller, hiveId)))
      throw new ConflictError(HIVE_SCALE_API_ERRORS.hiveScalesStillDeleting);
    const current = await getHiveRecord(userId, hiveId);
    if (!current) throw new NotFoundError(API_ERRORS.hiveNotFound);
    const cancellation = await writeTransaction((entities) => ({
      hive: entities.hive
        .remove({ userId, hiveId })
        // An inspection, treatment, harvest, financial record or scale added meanwhile cancels it: the retry handles it too.
        .where(
          (attributes, operations) =>
            `${unchangedSince(current)(attributes, operations)} AND ${operations.notExists(attributes.currentQueenId)} AND ` +
            `(${operations.notExists(attributes.inspectionCount)} OR ${operations.eq(attributes.inspectionCount, 0)}) AND ` +
            `(${operations.notExists(attributes.treatmentCount)} OR ${operations.eq(attributes.treatmentCount, 0)}) AND ` +
            `(${operations.notExists(attributes.productionCount)} OR ${operations.eq(attributes.productionCount, 0)}) AND ` +
            `(${operations.notExists(attributes.financeCount)} OR ${operations.eq(attributes.financeCount, 0)}) AND ` +
            `(${operations.notExists(attributes.scaleCount)} OR ${operations.eq(attributes.scaleCount, 0)})`,
        )
        .commit(),
      apiaryCount: entities.apiary.patch({ userId, apiaryId: current.apiaryId }).subtract({ hiveCount: 1 }).commit(),
      userCount: entities.user.patch({ userId }).subtract({ hiveCount: 1 }).commit(),
      ...tallyUpdates(entities, userId, current, null),
      terms: termUpdates(entities, indexed(userId, hiveId), searchTermsOf('hive', current), []),
    }));
    if (!cancellation) return;
    // Deleted, moved or inspected since it was read: read again.
    if (cancellation.conditionFailed('hive')) throw new WriteConflictError('hive changed while deleting it');
    throw cancellation.unexpected('Deleting a hive');
  });
}
