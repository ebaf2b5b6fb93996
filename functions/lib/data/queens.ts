/**
 * Access patterns on queens. A queen lives in her beekeeper's partition (`QueenEntity`), so another account's id is
 * simply not found. The hive she heads is kept on both sides, her `hiveId` and the hive's `currentQueenId`, and
 * every write that places her in a hive or takes her out of it writes both in one transaction, with her stay in
 * that hive and the hive's free-text queen fields that the older screens show. Her rollup counters are kept by the
 * inspections and harvests of her hive (`inspections.ts`, `production.ts`); here they are only read.
 */
import type { EntityItem } from 'electrodb';
import { ulid } from 'ulid';
import { API_ERRORS } from '../../../shared/messages';
import { QUEEN_API_ERRORS, QUEEN_VALIDATION } from '../../../shared/messages/queens';
import { markingColourOfYear } from '../../../shared/domain/colony';
import type { QueenMarking } from '../../../shared/domain/hive';
import {
  QUEEN_LINEAGE,
  QUEEN_PAGE,
  type LineageQueen,
  type ParsedQueenCreateInput,
  type ParsedQueenInput,
  type Queen,
  type QueenDetail,
  type QueenLineage,
  type QueenListQuery,
  type QueenRollup,
} from '../../../shared/schemas/queen';
import type { Caller } from '../caller';
import { BadRequestError, ConflictError, NotFoundError } from '../errors';
import { authorOf, authorsOf, recordedBy } from './authors';
import { HiveEntity } from './entities/hive';
import { NO_MOTHER, QueenEntity } from './entities/queen';
import { assertStartedFrom, type CreateOutcome } from './record-versions';
import { WriteConflictError, retryOnWriteConflict, writeTransaction } from './transactions';
import { NO_ROLLUP } from './queen-rollup';

type QueenRecord = EntityItem<typeof QueenEntity>;
type HiveRecord = EntityItem<typeof HiveEntity>;

/** The smallest and the largest ULID: a range on queen ids stays inside the queens of the partition. */
const FIRST_ULID = '00000000000000000000000000';
const LAST_ULID = '7ZZZZZZZZZZZZZZZZZZZZZZZZZ';

/** The optional fields of her own that an edit clears when the form leaves them empty. */
const OPTIONAL_FIELDS = ['birthYear', 'marking', 'notes'] as const;

/** The server's calendar day (UTC, as Lambdas run): the day a queen comes to or leaves a hive. */
function serverToday(): string {
  return new Date().toISOString().slice(0, 10);
}

/** Her mother's id, none when her mother isn't recorded. */
function motherOf(record: Pick<QueenRecord, 'motherQueenId'>): string | undefined {
  return record.motherQueenId === NO_MOTHER ? undefined : record.motherQueenId;
}

/** Averages to one decimal place, null where nothing was counted. */
function averageOf(sum: number, count: number): number | null {
  return count === 0 ? null : Math.round((sum / count) * 10) / 10;
}

export function rollupOf(record: QueenRecord): QueenRollup {
  return {
    inspectionCount: record.inspectionCount,
    temperamentAverage: averageOf(record.temperamentSum, record.temperamentCount),
    mitesPer100Average: averageOf(record.miteCountSum, record.miteCountCount),
    honeyKg: Math.round(Math.max(0, record.honeyKg) * 10) / 10,
  };
}

/** Her year's colour, and whether her marking is another colour (unmarked or unknown is no mismatch). */
function markingCheckOf(birthYear: number | undefined, marking: QueenMarking | undefined) {
  const expectedMarking = birthYear === undefined ? null : markingColourOfYear(birthYear);
  const markingMismatch =
    expectedMarking !== null && marking !== undefined && marking !== 'unmarked' && marking !== expectedMarking;
  return { expectedMarking, markingMismatch };
}

function toQueen(record: QueenRecord, hiveName: string | null): Queen {
  return {
    id: record.queenId,
    createdAt: record.createdAt,
    version: record.version,
    name: record.name,
    birthYear: record.birthYear ?? null,
    marking: record.marking ?? null,
    ...markingCheckOf(record.birthYear, record.marking),
    origin: record.origin,
    motherQueenId: motherOf(record) ?? null,
    clipped: record.clipped,
    status: record.status,
    hiveId: record.hiveId ?? null,
    hiveName: record.hiveId === undefined ? null : hiveName,
    notes: record.notes ?? null,
    rollup: rollupOf(record),
    ...authorsOf(record),
  };
}

function toLineageQueen(record: QueenRecord, hiveNames: ReadonlyMap<string, string>): LineageQueen {
  return {
    id: record.queenId,
    name: record.name,
    birthYear: record.birthYear ?? null,
    marking: record.marking ?? null,
    status: record.status,
    origin: record.origin,
    motherQueenId: motherOf(record) ?? null,
    hiveId: record.hiveId ?? null,
    hiveName: record.hiveId === undefined ? null : (hiveNames.get(record.hiveId) ?? null),
    rollup: rollupOf(record),
  };
}

/** Read consistently, so a write conditioned on what was read starts from her as she is. */
async function readQueen(userId: string, queenId: string): Promise<QueenRecord | null> {
  const { data } = await QueenEntity.get({ userId, queenId }).go({ consistent: true });
  return data;
}

async function requireQueen(userId: string, queenId: string): Promise<QueenRecord> {
  const record = await readQueen(userId, queenId);
  if (!record) throw new NotFoundError(QUEEN_API_ERRORS.queenNotFound);
  return record;
}

/** The names of these hives: one BatchGet (ElectroDB splits it per 100 keys), none for no hive. */
async function hiveNamesOf(userId: string, ids: readonly (string | undefined)[]): Promise<Map<string, string>> {
  const hiveIds = [...new Set(ids.filter((id): id is string => id !== undefined))];
  if (hiveIds.length === 0) return new Map();
  const { data } = await HiveEntity.get(hiveIds.map((hiveId) => ({ userId, hiveId }))).go({
    attributes: ['hiveId', 'name'],
    consistent: true,
  });
  return new Map(data.map((hive) => [hive.hiveId, hive.name]));
}

async function answerQueen(record: QueenRecord): Promise<Queen> {
  const names = await hiveNamesOf(record.userId, [record.hiveId]);
  return toQueen(record, record.hiveId === undefined ? null : (names.get(record.hiveId) ?? null));
}

/**
 * A page of the caller's queens, newest first (ids are ULIDs) or by name, each with the name of the hive she heads:
 * one Query and one BatchGet of the page's hives (by name after a cursor, one GetItem more for the cursor queen's
 * name; the by-name index may lag a write by a moment). With `status`, one Query reads at most QUEEN_PAGE.filterRead
 * queens after the cursor and answers those of that status; the cursor then goes on from the last one read.
 */
export async function listQueens(
  { userId }: Caller,
  { status, order, limit, cursor }: QueenListQuery,
): Promise<{ queens: Queen[]; nextCursor: string | null }> {
  const looked = status === undefined ? limit : QUEEN_PAGE.filterRead;
  const { data, cursor: unread } =
    order === 'name'
      ? await queensByName(userId, cursor, looked + 1)
      : // A closed range: an open one would read on into the partition's other records.
        await QueenEntity.query
          .queensOfUser({ userId })
          .between({ queenId: FIRST_ULID }, { queenId: cursor ?? LAST_ULID })
          .go({ order: 'desc', limit: looked + 1, pages: 1, consistent: true });
  // The cursor's queen is dropped.
  const after = data.filter((record) => record.queenId !== cursor);
  const examined = after.slice(0, looked);
  const matching = status === undefined ? examined : examined.filter((record) => record.status === status);
  const records = matching.slice(0, limit);
  const anyLeft = unread !== null || after.length > looked;
  const nextAfter = matching.length > limit ? records.at(-1) : anyLeft ? examined.at(-1) : undefined;
  const hiveNames = await hiveNamesOf(
    userId,
    records.map((record) => record.hiveId),
  );
  return {
    queens: records.map((record) => toQueen(record, hiveNames.get(record.hiveId ?? '') ?? null)),
    nextCursor: nextAfter?.queenId ?? null,
  };
}

/** The highest character: a by-name range up to it stays among the queens of the index's partition. */
const LAST_NAME = '\uffff';

/** Queens by name from the cursor queen on (her included, if she is still there): a closed range, as above. */
async function queensByName(userId: string, cursor: string | undefined, limit: number) {
  const from = cursor === undefined ? null : await readQueen(userId, cursor);
  const query = QueenEntity.query.queensByName({ userId });
  return (from ? query.between({ name: from.name, queenId: from.queenId }, { name: LAST_NAME }) : query).go({
    limit,
    pages: 1,
  });
}

/** One of the caller's queens, her mother's name and her hives' names: one GetItem, then one GetItem and one BatchGet. */
export async function getQueen({ userId }: Caller, queenId: string): Promise<QueenDetail> {
  const record = await requireQueen(userId, queenId);
  const stays = record.stays ?? [];
  const [mother, hiveNames] = await Promise.all([
    motherOf(record) === undefined
      ? Promise.resolve(null)
      : QueenEntity.get({ userId, queenId: motherOf(record) ?? '' })
          .go({ attributes: ['name'] })
          .then(({ data }) => data),
    hiveNamesOf(userId, [record.hiveId, ...stays.map((stay) => stay.hiveId)]),
  ]);
  return {
    ...toQueen(record, hiveNames.get(record.hiveId ?? '') ?? null),
    motherName: mother?.name ?? null,
    stays: stays.map((stay) => ({
      hiveId: stay.hiveId,
      hiveName: hiveNames.get(stay.hiveId) ?? null,
      from: stay.from,
      to: stay.to ?? null,
      how: stay.how,
    })),
  };
}

/** A mother must be another of the caller's queens: 400 for herself, 404 for an id the caller has no queen of. */
async function assertMother(userId: string, queenId: string, motherQueenId: string | undefined): Promise<void> {
  if (motherQueenId === undefined) return;
  if (motherQueenId === queenId) throw new BadRequestError({ motherQueenId: [QUEEN_VALIDATION.queenOwnMother] });
  if (!(await readQueen(userId, motherQueenId))) throw new NotFoundError(QUEEN_API_ERRORS.motherQueenNotFound);
}

/** The hive she is placed at the head of: the caller's, without a queen record at its head (409 otherwise). */
async function hiveToHead(userId: string, hiveId: string): Promise<HiveRecord> {
  const { data: hive } = await HiveEntity.get({ userId, hiveId }).go({ consistent: true });
  if (!hive) throw new NotFoundError(API_ERRORS.hiveNotFound);
  if (hive.currentQueenId !== undefined) throw new ConflictError(QUEEN_API_ERRORS.hiveHasQueen);
  return hive;
}

/** Her status on create: heading the hive she is placed in, else as chosen (caged when not said). */
function statusOnCreate({ status, hiveId }: Pick<ParsedQueenCreateInput, 'status' | 'hiveId'>): QueenRecord['status'] {
  if (hiveId !== undefined) {
    if (status !== undefined && status !== 'heading')
      throw new BadRequestError({ status: [QUEEN_VALIDATION.queenHeadingNeedsHive] });
    return 'heading';
  }
  if (status === 'heading') throw new BadRequestError({ status: [QUEEN_VALIDATION.queenHeadingNeedsHive] });
  return status ?? 'caged';
}

/**
 * Records a queen. Placed at the head of a hive (`hiveId`), one transaction writes her (heading it, her first stay
 * from today), the hive's `currentQueenId` and its free-text queen fields (her name, today, her marking), on the
 * condition the hive still has no queen record at its head: a hive with one answers 409 (a requeen replaces a
 * queen). Her mother must be the caller's (404). With the app's id (`clientId`) she is recorded only if absent: a
 * replay is answered the stored queen.
 */
export async function createQueen(
  caller: Caller,
  { status: chosenStatus, hiveId, ...fields }: ParsedQueenCreateInput,
  clientId?: string,
): Promise<CreateOutcome<Queen>> {
  const { userId } = caller;
  const status = statusOnCreate({ status: chosenStatus, hiveId });
  const queenId = clientId ?? ulid();
  const stored = clientId === undefined ? null : await readQueen(userId, clientId);
  if (stored) return { record: await answerQueen(stored), isNew: false };
  await assertMother(userId, queenId, fields.motherQueenId);
  return retryOnWriteConflict(async () => {
    if (hiveId !== undefined) await hiveToHead(userId, hiveId);
    const today = serverToday();
    const createdAt = new Date().toISOString();
    const record: QueenRecord = {
      ...fields,
      motherQueenId: fields.motherQueenId ?? NO_MOTHER,
      origin: fields.origin ?? 'unknown',
      userId,
      queenId,
      status,
      ...(hiveId === undefined ? {} : { hiveId }),
      stays: hiveId === undefined ? [] : [{ hiveId, from: today, how: 'placed' }],
      ...NO_ROLLUP,
      version: ulid(),
      createdAt,
      updatedAt: createdAt,
      ...recordedBy(caller),
    };
    const cancellation = await writeTransaction((entities) => ({
      queen: entities.queen.create(record).commit(),
      hive:
        hiveId === undefined
          ? undefined
          : entities.hive
              .patch({ userId, hiveId })
              .set({
                currentQueenId: queenId,
                queenId: fields.name,
                queenIntroducedOn: today,
                version: ulid(),
                changedBy: authorOf(caller),
                ...(fields.marking === undefined ? {} : { queenMarking: fields.marking }),
              })
              .remove(fields.marking === undefined ? ['queenMarking', 'queenAge'] : ['queenAge'])
              .where(({ currentQueenId }, { notExists }) => notExists(currentQueenId))
              .commit(),
    }));
    if (!cancellation) return { record: await answerQueen(record), isNew: true };
    if (cancellation.conditionFailed('queen')) {
      const found = await readQueen(userId, queenId);
      if (!found) throw new NotFoundError(QUEEN_API_ERRORS.queenNotFound); // deleted as soon as made
      return { record: await answerQueen(found), isNew: false };
    }
    // Deleted or given a queen since it was read: read it again for the right answer.
    if (cancellation.conditionFailed('hive')) throw new WriteConflictError('hive changed while placing a queen');
    throw cancellation.unexpected('Recording a queen');
  });
}

/**
 * Replaces her own fields and status (404 when she isn't the caller's; her mother must be another of the caller's
 * queens). A status other than heading for a queen who heads a hive takes her out of it in the same transaction:
 * the hive's `currentQueenId` goes and her stay ends today. Heading is refused (400) for a queen in no hive: a
 * colony event or her record's hive places her. While she heads a hive, a new name or marking is written to the
 * hive's queen fields too. An edit that started from another version (`startedFrom`) answers 409 with her as
 * stored, and writes nothing.
 */
export async function updateQueen(
  caller: Caller,
  queenId: string,
  input: ParsedQueenInput,
  startedFrom?: string,
): Promise<Queen> {
  const { userId } = caller;
  const { status, ...fields } = input;
  await retryOnWriteConflict(async () => {
    const current = await requireQueen(userId, queenId);
    await assertStartedFrom(startedFrom, current.version, () => answerQueen(current));
    await assertMother(userId, queenId, fields.motherQueenId);
    const nextStatus = status ?? current.status;
    const headedHive = current.hiveId;
    if (nextStatus === 'heading' && headedHive === undefined) {
      throw new BadRequestError({ status: [QUEEN_VALIDATION.queenHeadingNeedsHive] });
    }
    const leaves = headedHive !== undefined && nextStatus !== 'heading';
    const today = serverToday();
    const stays = (current.stays ?? []).map((stay) =>
      leaves && stay.hiveId === headedHive && stay.to === undefined ? { ...stay, to: today } : stay,
    );
    const cleared = [
      ...OPTIONAL_FIELDS.filter((field) => fields[field] === undefined),
      ...(leaves ? (['hiveId'] as const) : []),
    ];
    const hiveFieldsChange =
      headedHive !== undefined && !leaves && (fields.name !== current.name || fields.marking !== current.marking);
    // A hive deleted since she was placed (or no longer naming her) is left alone: only her own record changes.
    const writesHive =
      headedHive !== undefined && (leaves || hiveFieldsChange) && (await stillHeads(userId, headedHive, queenId));
    const cancellation = await writeTransaction((entities) => ({
      queen: entities.queen
        .patch({ userId, queenId })
        .set({
          ...fields,
          motherQueenId: fields.motherQueenId ?? NO_MOTHER,
          origin: fields.origin ?? current.origin,
          status: nextStatus,
          stays,
          version: ulid(),
          changedBy: authorOf(caller),
        })
        .remove(cleared)
        .where(({ version }, { eq }) => eq(version, current.version))
        .commit(),
      hive:
        headedHive === undefined || !writesHive
          ? undefined
          : leaves
            ? entities.hive
                .patch({ userId, hiveId: headedHive })
                .remove(['currentQueenId'])
                .where(({ currentQueenId }, { eq }) => eq(currentQueenId, queenId))
                .commit()
            : entities.hive
                .patch({ userId, hiveId: headedHive })
                .set({
                  queenId: fields.name,
                  version: ulid(),
                  ...(fields.marking === undefined ? {} : { queenMarking: fields.marking }),
                })
                .remove(fields.marking === undefined ? ['queenMarking'] : [])
                .where(({ currentQueenId }, { eq }) => eq(currentQueenId, queenId))
                .commit(),
    }));
    if (!cancellation) return;
    if (cancellation.conditionFailed('queen')) throw new WriteConflictError('queen changed while updating her');
    if (cancellation.conditionFailed('hive')) throw new WriteConflictError('hive changed while updating its queen');
    throw cancellation.unexpected('Updating a queen');
  });
  return answerQueen(await requireQueen(userId, queenId));
}

/** Whether the hive is still there with her at its head: one GetItem. */
async function stillHeads(userId: string, hiveId: string, queenId: string): Promise<boolean> {
  const { data } = await HiveEntity.get({ userId, hiveId }).go({ consistent: true, attributes: ['currentQueenId'] });
  return data?.currentQueenId === queenId;
}

/**
 * Deletes a queen recorded by mistake: 409 while she heads a hive (her status moves her out first) or while a
 * queen names her as mother (her lineage would lose a link). The delete is conditioned on her version and on no
 * hive, so an edit or placement meanwhile is read again.
 */
export async function deleteQueen({ userId }: Caller, queenId: string): Promise<void> {
  await retryOnWriteConflict(async () => {
    const current = await requireQueen(userId, queenId);
    if (current.hiveId !== undefined) throw new ConflictError(QUEEN_API_ERRORS.queenHeadsHive);
    const { data: daughters } = await QueenEntity.query
      .daughtersOf({ userId, motherQueenId: queenId })
      .go({ limit: 1, pages: 1, attributes: ['queenId'] });
    if (daughters.length > 0) throw new ConflictError(QUEEN_API_ERRORS.queenHasDaughters);
    const cancellation = await writeTransaction((entities) => ({
      queen: entities.queen
        .delete({ userId, queenId })
        .where(({ version, hiveId }, { eq, notExists }) => `${eq(version, current.version)} AND ${notExists(hiveId)}`)
        .commit(),
    }));
    if (!cancellation) return;
    if (cancellation.conditionFailed('queen')) throw new WriteConflictError('queen changed while deleting her');
    throw cancellation.unexpected('Deleting a queen');
  });
}

/**
 * Her lineage, to choose breeders: her ancestors up to QUEEN_LINEAGE.generationsUp (one GetItem each, mother
 * first, stopping at the first unknown mother), her first daughters (one Query of the daughtersOf index) and their
 * first daughters (one Query each), and the names of their hives (one BatchGet).
 */
export async function getQueenLineage({ userId }: Caller, queenId: string): Promise<QueenLineage> {
  const queen = await requireQueen(userId, queenId);
  const ancestors: QueenRecord[] = [];
  const seen = new Set([queen.queenId]);
  let motherId = motherOf(queen);
  while (motherId !== undefined && !seen.has(motherId) && ancestors.length < QUEEN_LINEAGE.generationsUp) {
    const mother = await readQueen(userId, motherId);
    if (!mother) break;
    ancestors.push(mother);
    seen.add(mother.queenId);
    motherId = motherOf(mother);
  }
  const daughtersOf = (mother: string, limit: number) =>
    QueenEntity.query.daughtersOf({ userId, motherQueenId: mother }).go({ limit: limit + 1, pages: 1 });
  const { data: daughterRecords } = await daughtersOf(queenId, QUEEN_LINEAGE.daughters);
  const daughters = daughterRecords.slice(0, QUEEN_LINEAGE.daughters);
  const granddaughterPages = await Promise.all(
    daughters.map((daughter) => daughtersOf(daughter.queenId, QUEEN_LINEAGE.granddaughtersEach)),
  );
  const granddaughters = granddaughterPages.flatMap(({ data }) => data.slice(0, QUEEN_LINEAGE.granddaughtersEach));
  const moreDescendants =
    daughterRecords.length > daughters.length ||
    granddaughterPages.some(({ data }) => data.length > QUEEN_LINEAGE.granddaughtersEach);
  const everyone = [queen, ...ancestors, ...daughters, ...granddaughters];
  const hiveNames = await hiveNamesOf(
    userId,
    everyone.map((record) => record.hiveId),
  );
  const toAnswer = (record: QueenRecord) => toLineageQueen(record, hiveNames);
  return {
    queen: toAnswer(queen),
    ancestors: ancestors.map(toAnswer),
    daughters: daughters.map(toAnswer),
    granddaughters: granddaughters.map(toAnswer),
    moreDescendants,
  };
}
