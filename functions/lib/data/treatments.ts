/**
 * Access patterns on treatments; a feeding is a treatment of type `feeding`. Treatments live in their owner's
 * partition: one by its id (the main key), one hive's newest first (gsi1) and all of the user's newest first (gsi2),
 * both sorted by application date then id. Cost is kept in integer cents.
 *
 * Every treatment write is one transaction with what hangs on it:
 * - the hive's `treatmentCount`, so deleting the hive (conditioned on none being left) can't orphan one, and a
 *   treatment of a hive deleted meanwhile fails instead of being written;
 * - the recount task of a varroa treatment from the catalogue (created with it, titled in the acting person's language,
 *   moved while still pending when its dates or hive change, deleted with it);
 * - the feeding tally of the hive's year (`FeedingTallyEntity`), by ADDs, so the season's totals are one Query;
 * - the words of its name and notes the header search finds it by (`search-index.ts`).
 * - its cost as an expense of its hive in Finance (`treatmentExpenseWrites`: the record, under the treatment's id, and
 *   the year's money tallies), with the hive's `financeCount` in the same update as its `treatmentCount`.
 *
 * Edits and deletes are conditioned on the treatment's `updatedAt` as read: a concurrent write to the same treatment
 * cancels one of them, which reads again and retries, so a tally never takes off what another write already did.
 */
import type { EntityItem } from 'electrodb';
import { ulid } from 'ulid';
import { API_ERRORS } from '../../../shared/messages';
import {
  recountDueDate,
  sugarInFeedLbs,
  treatmentEfficacyPercent,
  treatmentEndDate,
  treatmentExpenseCategory,
} from '../../../shared/rules/treatments';
import { addDays } from '../../../shared/rules/reminders';
import { DATED_CURSOR_PATTERN, type CalendarDate } from '../../../shared/schemas/common';
import type {
  FeedingTotals,
  ParsedTreatmentInput,
  Treatment,
  TreatmentListQuery,
} from '../../../shared/schemas/treatment';
import type { Caller } from '../caller';
import { NotFoundError } from '../errors';
import { taskTitleMessages, type TaskTitles } from '../i18n/task-title-messages';
import { authorOf, authorsOf, changedBy, recordedBy } from './authors';
import { FeedingTallyEntity } from './entities/feeding-tally';
import type { FinanceEntity } from './entities/finance';
import { HiveEntity } from './entities/hive';
import { TaskEntity } from './entities/task';
import { TreatmentEntity } from './entities/treatment';
import { readTreatmentExpense, treatmentExpenseWrites } from './finances';
import { yearOf } from './inspection-tallies';
import { recordsFitting, searchTermsOf, termUpdates } from './search-index';
import { taskTermUpdates } from './tasks';
import { actingProfileLanguage } from './users';
import {
  WriteConflictError,
  retryOnWriteConflict,
  writeTransaction,
  type TransactionEntities,
  type TransactionItem,
} from './transactions';
import { assertStartedFrom, updatedAfter, type CreateOutcome } from './record-versions';
import { assertHiveInScope, assertInScope, inScope } from './member-scope';

type TreatmentRecord = EntityItem<typeof TreatmentEntity>;
type HiveRecord = EntityItem<typeof HiveEntity>;
type TaskRecord = EntityItem<typeof TaskEntity>;
type FinanceRecord = EntityItem<typeof FinanceEntity>;
/** A treatment's stored fields, without the timestamps ElectroDB keeps. */
type TreatmentFields = Omit<TreatmentRecord, 'createdAt' | 'updatedAt'>;

const CENTS_PER_DOLLAR = 100;
/** The tally keeps sugar in hundredths of a lb (whole numbers); answers round to the same. */
const HUNDREDTHS_PER_LB = 100;

/** A treatment's place in both indexes, and the page cursor after it: `<applicationDate>_<id>`, compared as text. */
function positionOf({ applicationDate, treatmentId }: Pick<TreatmentRecord, 'applicationDate' | 'treatmentId'>) {
  return `${applicationDate}_${treatmentId}`;
}

function sugarHundredthsOf(record: Pick<TreatmentFields, 'feedType' | 'feedAmount' | 'syrupRatio'>): number {
  const sugarLbs = sugarInFeedLbs({
    feedType: record.feedType ?? null,
    feedAmount: record.feedAmount ?? null,
    syrupRatio: record.syrupRatio ?? null,
  });
  return Math.round(sugarLbs * HUNDREDTHS_PER_LB);
}

function toTreatment(record: TreatmentRecord, hiveName: string): Treatment {
  const varroaBefore = record.varroaBefore ?? null;
  const varroaAfter = record.varroaAfter ?? null;
  return {
    id: record.treatmentId,
    createdAt: record.createdAt,
    version: record.updatedAt,
    hiveId: record.hiveId,
    hiveName,
    treatmentType: record.treatmentType,
    treatmentName: record.treatmentName,
    dosage: record.dosage ?? null,
    applicationDate: record.applicationDate,
    nextDueDate: record.nextDueDate ?? null,
    notes: record.notes ?? null,
    cost: record.costCents === undefined ? null : record.costCents / CENTS_PER_DOLLAR,
    productId: record.productId ?? null,
    feedType: record.feedType ?? null,
    feedAmount: record.feedAmount ?? null,
    syrupRatio: record.syrupRatio ?? null,
    sugarLbs: sugarHundredthsOf(record) / HUNDREDTHS_PER_LB,
    varroaBefore,
    varroaAfter,
    efficacyPercent: treatmentEfficacyPercent(varroaBefore, varroaAfter),
    recountTaskId: record.recountTaskId ?? null,
    ...authorsOf(record),
  };
}

/** The form's input as stored: the cost in whole cents. */
function storedFields(
  userId: string,
  treatmentId: string,
  { cost, ...fields }: ParsedTreatmentInput,
): Omit<TreatmentFields, 'recountTaskId'> {
  return {
    ...fields,
    userId,
    treatmentId,
    costCents: cost === undefined ? undefined : Math.round(cost * CENTS_PER_DOLLAR),
  };
}

/** The treatment's place in the search index. */
function indexed(userId: string, treatmentId: string) {
  return { userId, recordType: 'treatment' as const, recordId: treatmentId };
}

/** Read consistently, so a write conditioned on what was read starts from the hive as it is. */
async function readHive(userId: string, hiveId: string): Promise<HiveRecord> {
  const { data } = await HiveEntity.get({ userId, hiveId }).go({ consistent: true });
  if (!data) throw new NotFoundError(API_ERRORS.hiveNotFound);
  return data;
}

async function readTreatment(userId: string, treatmentId: string): Promise<TreatmentRecord> {
  const { data } = await TreatmentEntity.get({ userId, treatmentId }).go({ consistent: true });
  if (!data) throw new NotFoundError(API_ERRORS.treatmentNotFound);
  return data;
}

/** The treatment's recount task as it is now, or null when it has none (or it was deleted). */
async function readRecountTask(userId: string, treatment: TreatmentRecord): Promise<TaskRecord | null> {
  if (treatment.recountTaskId === undefined) return null;
  const { data } = await TaskEntity.get({ userId, taskId: treatment.recountTaskId }).go({ consistent: true });
  return data;
}

/**
 * When a treatment's mite recount is due: only a varroa treatment picked from the catalogue has one, 10 days after
 * it ends (its next due date, or the product's length from the application date).
 */
function recountDue(fields: Pick<TreatmentFields, 'treatmentType' | 'productId' | 'applicationDate' | 'nextDueDate'>) {
  if (fields.treatmentType !== 'varroa' || fields.productId === undefined) return null;
  return recountDueDate(fields.nextDueDate ?? treatmentEndDate(fields.productId, fields.applicationDate));
}

/** The recount task's fields that follow its treatment (due date and hive); its title names the hive. */
function recountTaskFields(hive: HiveRecord, dueDate: CalendarDate) {
  return {
    dueDate,
    hiveId: hive.hiveId,
    linkId: hive.hiveId,
    status: 'pending' as const,
  };
}

/**
 * The expense a treatment's cost is in Finance: of its hive, on its application date, under its kind's category,
 * named after it; null without a cost. `since` is when the expense was first recorded (now, for a new one).
 */
export function treatmentExpenseOf(
  treatment: Omit<TreatmentFields, 'recountTaskId'>,
  since: string,
  now: string,
): FinanceRecord | null {
  if (treatment.costCents === undefined || treatment.costCents === 0) return null;
  return {
    userId: treatment.userId,
    financeId: treatment.treatmentId,
    treatmentId: treatment.treatmentId,
    type: 'expense',
    category: treatmentExpenseCategory(treatment.treatmentType),
    amountCents: treatment.costCents,
    description: treatment.treatmentName,
    transactionDate: treatment.applicationDate,
    hiveId: treatment.hiveId,
    linkId: treatment.hiveId,
    createdAt: since,
    updatedAt: now,
    // Booked with the treatment, so written by whoever wrote the treatment.
    ...(treatment.recordedBy ? { recordedBy: treatment.recordedBy } : {}),
    ...(treatment.changedBy ? { changedBy: treatment.changedBy } : {}),
  };
}

/** What a treatment counts on its hive: itself, and its expense when it has a cost. */
interface HiveShare {
  hiveId: string;
  expense: FinanceRecord | null;
}

/**
 * The hives' counts a treatment's write moves, one update per hive (a transaction names an item once): `fromHive`
 * takes off what the treatment counted before on a hive it leaves, `toHive` the net change on the hive it is on
 * after (left out when nothing changes). Both are patches, which never create: a hive deleted meanwhile fails.
 */
function hiveCountWrites(
  { hive }: TransactionEntities,
  userId: string,
  before: HiveShare | null,
  after: HiveShare | null,
) {
  const counted = (share: HiveShare | null, hiveId: string, sign: number) =>
    share?.hiveId === hiveId
      ? { treatmentCount: sign, financeCount: share.expense === null ? 0 : sign }
      : { treatmentCount: 0, financeCount: 0 };
  const update = (hiveId: string | undefined) => {
    if (hiveId === undefined) return undefined;
    const taken = counted(before, hiveId, -1);
    const added = counted(after, hiveId, 1);
    const change = {
      treatmentCount: taken.treatmentCount + added.treatmentCount,
      financeCount: taken.financeCount + added.financeCount,
    };
    if (change.treatmentCount === 0 && change.financeCount === 0) return undefined;
    return hive.patch({ userId, hiveId }).add(change).commit();
  };
  const leaves = before !== null && before.hiveId !== after?.hiveId;
  return { fromHive: leaves ? update(before.hiveId) : undefined, toHive: update(after?.hiveId) };
}

/** What a feeding adds to its hive's tally of its year (nothing for any other treatment). */
interface TallyShare {
  year: string;
  hiveId: string;
  sugarHundredthsLb: number;
  feedings: number;
}

function tallyShareOf(record: Omit<TreatmentFields, 'recountTaskId'>): TallyShare | null {
  if (record.treatmentType !== 'feeding') return null;
  return {
    year: yearOf(record.applicationDate),
    hiveId: record.hiveId,
    sugarHundredthsLb: sugarHundredthsOf(record),
    feedings: 1,
  };
}

/** How a write moves the tallies: the share before taken off, the share after added, per year and hive. */
function tallyChanges(before: TallyShare | null, after: TallyShare | null): TallyShare[] {
  const changes = new Map<string, TallyShare>();
  const add = (share: TallyShare | null, sign: number) => {
    if (share === null) return;
    const key = `${share.year}_${share.hiveId}`;
    const change = changes.get(key) ?? { ...share, sugarHundredthsLb: 0, feedings: 0 };
    change.sugarHundredthsLb += sign * share.sugarHundredthsLb;
    change.feedings += sign * share.feedings;
    changes.set(key, change);
  };
  add(before, -1);
  add(after, 1);
  return [...changes.values()].filter(({ sugarHundredthsLb, feedings }) => sugarHundredthsLb !== 0 || feedings !== 0);
}

/** The tally items of a transaction: one ADD per year and hive that changes, or undefined when none does. */
function feedingTallyUpdates({ feedingTally }: TransactionEntities, userId: string, changes: readonly TallyShare[]) {
  if (changes.length === 0) return undefined;
  return changes.map(({ year, hiveId, sugarHundredthsLb, feedings }) =>
    feedingTally.upsert({ userId, year, hiveId }).add({ sugarHundredthsLb, feedings }).commit(),
  );
}

/**
 * A type filter reads past the treatments of other types: at most this many Queries of this many items each per
 * request (500 treatments examined), after which the page ends early with a cursor to go on from. The type is
 * picked out of each Query's items here rather than by a filter expression, because the cursor must name the last
 * treatment examined, which a filter expression would leave out of the answer (the read costs the same).
 */
const FILTERED_QUERIES_PER_REQUEST = 5;
const FILTERED_ITEMS_PER_QUERY = 100;

/**
 * A page of the caller's treatments, newest application first: one hive's when `hiveId` is given (404 when that
 * hive isn't theirs, or lies outside a member's scope), one type's when `treatmentType` is; a member of chosen
 * apiaries is answered the page's treatments of their hives (a page may come back short, with its cursor). Unfiltered by type: one Query of `limit + 1` items (the
 * extra one says whether a next page exists). By type: at most FILTERED_QUERIES_PER_REQUEST Queries, so a page may
 * hold fewer than `limit` treatments and still have a next cursor. Then one BatchGet of the page's hive names (or
 * one Get of the filtered hive).
 */
export async function listTreatments(
  caller: Caller,
  { hiveId, treatmentType, limit, cursor }: TreatmentListQuery,
): Promise<{ treatments: Treatment[]; nextCursor: string | null }> {
  const { userId } = caller;
  const [, afterDate, afterId] = cursor === undefined ? [] : (DATED_CURSOR_PATTERN.exec(cursor) ?? []);
  const filteredHive = hiveId === undefined ? undefined : await readHive(userId, hiveId);
  if (filteredHive) assertInScope(caller, filteredHive.apiaryId, API_ERRORS.hiveNotFound);
  const { records, nextCursor } = await pageOfTreatments(
    { userId, hiveId, treatmentType, limit },
    afterDate === undefined || afterId === undefined ? null : { applicationDate: afterDate, treatmentId: afterId },
  );
  const hives = filteredHive
    ? new Map([[filteredHive.hiveId, filteredHive]])
    : await hivesOf(
        userId,
        records.map((record) => record.hiveId),
      );
  const treatments = records
    .filter((record) => inScope(caller, hives.get(record.hiveId)?.apiaryId ?? ''))
    .map((record) => toTreatment(record, hives.get(record.hiveId)?.name ?? ''));
  return { treatments, nextCursor };
}

type Position = Pick<TreatmentRecord, 'applicationDate' | 'treatmentId'>;

/** The page's treatments after `after`, and the cursor of the next page (null on the last). */
async function pageOfTreatments(
  { userId, hiveId, treatmentType, limit }: Omit<TreatmentListQuery, 'cursor'> & { userId: string },
  after: Position | null,
): Promise<{ records: TreatmentRecord[]; nextCursor: string | null }> {
  const queryAfter = (position: Position | null) => {
    const query =
      hiveId === undefined
        ? TreatmentEntity.query.treatmentsOfUser({ userId })
        : TreatmentEntity.query.treatmentsOfHive({ userId, hiveId });
    return position === null ? query : query.lt(position);
  };
  if (treatmentType === undefined) {
    const { data } = await queryAfter(after).go({ order: 'desc', limit: limit + 1 });
    const records = data.slice(0, limit);
    const last = records.at(-1);
    return { records, nextCursor: data.length > limit && last ? positionOf(last) : null };
  }
  const found: TreatmentRecord[] = [];
  let examined: Position | null = after;
  for (let queries = 0; queries < FILTERED_QUERIES_PER_REQUEST; queries++) {
    const { data } = await queryAfter(examined).go({ order: 'desc', limit: FILTERED_ITEMS_PER_QUERY });
    for (const record of data) {
      examined = record;
      if (record.treatmentType !== treatmentType) continue;
      if (found.length === limit) return { records: found, nextCursor: positionOf(found[limit - 1] ?? record) };
      found.push(record);
    }
    if (data.length < FILTERED_ITEMS_PER_QUERY) return { records: found, nextCursor: null };
  }
  // Out of Queries: the next page goes on after the last treatment examined.
  return { records: found, nextCursor: examined === null ? null : positionOf(examined) };
}

/** How far before its next due date a treatment is looked for: a follow-up is planned weeks after, never a year. */
const DUE_LOOK_BACK_DAYS = 366;
/** At most this many 1 MB pages of the year's treatments (some 2,000 each), as the calendar feed reads them. */
const DUE_TREATMENT_PAGES = 3;

/**
 * The treatments whose next due date is from `from` through `through`, soonest due first, with their hives' names:
 * a reminder e-mail's. The year of treatments applied before is read newest first (at most three pages) and
 * filtered on the due date, then the hives' names (a BatchGet per 100).
 */
export async function listTreatmentsDueBetween(
  { userId }: Pick<Caller, 'userId'>,
  { from, through }: { from: CalendarDate; through: CalendarDate },
): Promise<Treatment[]> {
  const { data } = await TreatmentEntity.query
    .treatmentsOfUser({ userId })
    .gte({ applicationDate: addDays(from, -DUE_LOOK_BACK_DAYS) })
    .where(({ nextDueDate }, { between }) => between(nextDueDate, from, through))
    .go({ order: 'desc', pages: DUE_TREATMENT_PAGES });
  const hives = await hivesOf(
    userId,
    data.map((record) => record.hiveId),
  );
  return data
    .map((record) => toTreatment(record, hives.get(record.hiveId)?.name ?? ''))
    .sort((a, b) => (a.nextDueDate ?? '').localeCompare(b.nextDueDate ?? ''));
}

/** The names and apiaries of these hives: one BatchGet per 100 hives (a page, or the year's fed hives). */
async function hivesOf(
  userId: string,
  ids: readonly string[],
): Promise<Map<string, Pick<HiveRecord, 'name' | 'apiaryId'>>> {
  const hiveIds = [...new Set(ids)];
  if (hiveIds.length === 0) return new Map();
  const { data } = await HiveEntity.get(hiveIds.map((hiveId) => ({ userId, hiveId }))).go({
    attributes: ['hiveId', 'name', 'apiaryId'],
    consistent: true,
  });
  return new Map(data.map((hive) => [hive.hiveId, hive]));
}

/**
 * Records a treatment of one of the caller's hives, within a member's scope (404 otherwise), in one transaction with the hive's counts, the
 * recount task of a varroa treatment from the catalogue, a feeding's tally and the expense of its cost.
 * With the id the app made (`clientId`, offline sync) it is recorded only if absent: a replay finds it with one
 * GetItem and is answered the stored treatment with nothing counted twice, and of two racing with one id the
 * create's condition lets one write. The id is keyed in the acting
 * account's partition, so another account's record of the same id is another item and this one is simply recorded.
 */
export async function createTreatment(
  caller: Caller,
  input: ParsedTreatmentInput,
  clientId?: string,
): Promise<CreateOutcome<Treatment>> {
  const { userId } = caller;
  const stored = clientId === undefined ? null : await storedTreatment(caller, clientId);
  if (stored) return { record: stored, isNew: false };
  const treatmentId = clientId ?? ulid();
  const fields = storedFields(userId, treatmentId, input);
  const due = recountDue(fields);
  const recountTaskId = due === null ? undefined : ulid();
  const createdAt = new Date().toISOString();
  const record: TreatmentRecord = { ...fields, recountTaskId, createdAt, updatedAt: createdAt, ...recordedBy(caller) };
  const expense = treatmentExpenseOf(record, createdAt, createdAt);
  // The recount's title speaks the acting person's language: read beside the hive, only for a treatment with one.
  const language = due === null ? null : actingProfileLanguage(caller);
  const hive = await retryOnWriteConflict(async () => {
    const [hive, recountLanguage] = await Promise.all([readHive(userId, input.hiveId), language]);
    assertInScope(caller, hive.apiaryId, API_ERRORS.hiveNotFound);
    const cancellation = await writeTransaction((entities) => ({
      treatment: entities.treatment.create(record).commit(),
      ...hiveCountWrites(entities, userId, null, { hiveId: hive.hiveId, expense }),
      ...treatmentExpenseWrites(entities, userId, null, expense),
      recountTask:
        recountTaskId === undefined || due === null || recountLanguage === null
          ? undefined
          : recountTaskWrite(entities, caller, treatmentId, hive, null, {
              kind: 'create',
              taskId: recountTaskId,
              dueDate: due,
              title: recountTitle(taskTitleMessages(recountLanguage), hive),
            }),
      feedingTallies: feedingTallyUpdates(entities, userId, tallyChanges(null, tallyShareOf(fields))),
      terms: termUpdates(entities, indexed(userId, treatmentId), [], searchTermsOf('treatment', fields)),
    }));
    if (!cancellation) return hive;
    if (cancellation.conditionFailed('treatment')) return null;
    if (cancellation.conditionFailed('toHive')) throw new NotFoundError(API_ERRORS.hiveNotFound);
    throw cancellation.unexpected('Recording a treatment');
  });
  if (hive !== null) return { record: toTreatment(record, hive.name), isNew: true };
  const found = await storedTreatment(caller, treatmentId);
  if (!found) throw new NotFoundError(API_ERRORS.treatmentNotFound); // deleted as soon as made
  return { record: found, isNew: false };
}

/** A stored treatment as answered, with its hive's name; 404 for one of a hive outside a member's scope. */
async function answerTreatment(caller: Caller, record: TreatmentRecord): Promise<Treatment> {
  const hive = await readHive(caller.userId, record.hiveId);
  assertInScope(caller, hive.apiaryId, API_ERRORS.treatmentNotFound);
  return toTreatment(record, hive.name);
}

/** The caller's treatment of this id as answered (one consistent GetItem and its hive), or null. */
async function storedTreatment(caller: Caller, treatmentId: string): Promise<Treatment | null> {
  const { data } = await TreatmentEntity.get({ userId: caller.userId, treatmentId }).go({ consistent: true });
  return data ? answerTreatment(caller, data) : null;
}

/** The recount task's title, "Varroa recount: Golden Comb", in the acting person's language. */
function recountTitle(titles: TaskTitles, hive: HiveRecord): string {
  return titles('recount', { hiveName: hive.name });
}

/** What an edit does to the recount task; a moved one is given a title only when it moves to another hive. */
type RecountChange =
  | { kind: 'none' }
  | { kind: 'create'; taskId: string; dueDate: CalendarDate; title: string }
  | { kind: 'move'; taskId: string; dueDate: CalendarDate; title?: string }
  | { kind: 'delete'; taskId: string };

/**
 * A pending recount task follows its treatment's dates and hive, and goes when the treatment no longer has a
 * recount; a completed one stays as it was. A treatment that gains a recount (now a varroa treatment from the
 * catalogue) gets its task; one whose task the beekeeper deleted doesn't get it back. The title is written (in the
 * language of the acting person's profile, read only then) for a new task and for one that moves to another hive,
 * since it names the hive; otherwise it stays the beekeeper's words, in the language they were written in.
 */
async function recountChange(
  caller: Caller,
  current: TreatmentRecord,
  task: TaskRecord | null,
  due: CalendarDate | null,
  hive: HiveRecord,
): Promise<RecountChange> {
  const title = async () => recountTitle(taskTitleMessages(await actingProfileLanguage(caller)), hive);
  if (task !== null) {
    if (task.status !== 'pending') return { kind: 'none' };
    if (due === null) return { kind: 'delete', taskId: task.taskId };
    const moved = { kind: 'move', taskId: task.taskId, dueDate: due } as const;
    return current.hiveId === hive.hiveId ? moved : { ...moved, title: await title() };
  }
  if (due !== null && recountDue(current) === null) {
    return { kind: 'create', taskId: ulid(), dueDate: due, title: await title() };
  }
  return { kind: 'none' };
}

/** The task's id the treatment keeps after the change: a completed task stays linked, a deleted one doesn't. */
function recountTaskIdAfter(change: RecountChange, task: TaskRecord | null): string | undefined {
  if (change.kind === 'delete') return undefined;
  if (change.kind === 'create') return change.taskId;
  return task?.taskId;
}

/**
 * Replaces a treatment's fields (404 when it isn't the caller's, or the new hive isn't; for a member of chosen
 * apiaries, when either hive lies outside them): fields the form left empty are cleared. Moving it to another hive moves its count, its feeding's tally and its pending recount task.
 * An edit that started from another version than the stored one (`startedFrom`) answers 409 with the treatment as
 * stored, and writes nothing.
 */
export async function updateTreatment(
  caller: Caller,
  treatmentId: string,
  input: ParsedTreatmentInput,
  startedFrom?: string,
): Promise<Treatment> {
  const { userId } = caller;
  return retryOnWriteConflict(async () => {
    const current = await readTreatment(userId, treatmentId);
    const [hive, task, currentExpense] = await Promise.all([
      readHive(userId, input.hiveId),
      readRecountTask(userId, current),
      readTreatmentExpense({ userId }, treatmentId),
    ]);
    if (current.hiveId === hive.hiveId) assertInScope(caller, hive.apiaryId, API_ERRORS.treatmentNotFound);
    else await assertHiveInScope(caller, current.hiveId, API_ERRORS.treatmentNotFound);
    assertInScope(caller, hive.apiaryId, API_ERRORS.hiveNotFound);
    await assertStartedFrom(startedFrom, current.updatedAt, () => answerTreatment(caller, current));
    const fields = storedFields(userId, treatmentId, input);
    const change = await recountChange(caller, current, task, recountDue(fields), hive);
    const updatedAt = updatedAfter(current.updatedAt);
    const edited: TreatmentRecord = {
      ...fields,
      recountTaskId: recountTaskIdAfter(change, task),
      createdAt: current.createdAt,
      updatedAt,
      ...changedBy(caller, current),
    };
    const expense = treatmentExpenseOf(edited, currentExpense?.createdAt ?? updatedAt, updatedAt);
    const cancellation = await writeTransaction((entities) => ({
      // A put replaces the item, so fields the form left empty are cleared; it must be the one read.
      treatment: entities.treatment
        .put(edited)
        .where(({ updatedAt: stored }, { eq }) => eq(stored, current.updatedAt))
        .commit(),
      ...hiveCountWrites(
        entities,
        userId,
        { hiveId: current.hiveId, expense: currentExpense },
        { hiveId: hive.hiveId, expense },
      ),
      ...treatmentExpenseWrites(entities, userId, currentExpense, expense),
      recountTask: recountTaskWrite(entities, caller, treatmentId, hive, task, change),
      feedingTallies: feedingTallyUpdates(entities, userId, tallyChanges(tallyShareOf(current), tallyShareOf(fields))),
      terms: termUpdates(
        entities,
        indexed(userId, treatmentId),
        searchTermsOf('treatment', current),
        searchTermsOf('treatment', fields),
      ),
    }));
    if (!cancellation) return toTreatment(edited, hive.name);
    if (cancellation.conditionFailed('toHive')) throw new NotFoundError(API_ERRORS.hiveNotFound);
    // Edited, deleted, its task completed or its expense changed since it was read: read again.
    if (
      cancellation.conditionFailed('treatment') ||
      cancellation.conditionFailed('recountTask') ||
      cancellation.conditionFailed('expense')
    ) {
      throw new WriteConflictError('treatment changed while editing it');
    }
    throw cancellation.unexpected('Editing a treatment');
  });
}

/**
 * The recount task's side of the caller's write, with its search words: a move or delete only of the task as read
 * (pending, since only a pending one moves or goes), so the words replaced are its own. The caller records a new
 * task and changes a moved one.
 */
function recountTaskWrite(
  entities: TransactionEntities,
  caller: Caller,
  treatmentId: string,
  hive: HiveRecord,
  task: TaskRecord | null,
  change: RecountChange,
): TransactionItem[] {
  switch (change.kind) {
    case 'none':
      return [];
    case 'create': {
      const created = {
        userId: caller.userId,
        taskId: change.taskId,
        type: 'inspection' as const,
        priority: 'high' as const,
        repeat: 'none' as const,
        treatmentId,
        title: change.title,
        ...recountTaskFields(hive, change.dueDate),
        ...recordedBy(caller),
      };
      return [entities.task.create(created).commit(), ...taskTermUpdates(entities, null, created)];
    }
    case 'move': {
      if (task === null) throw new Error('A recount task moves only once read');
      const fields = { ...recountTaskFields(hive, change.dueDate), title: change.title ?? task.title };
      return [
        entities.task
          .patch({ userId: caller.userId, taskId: change.taskId })
          .set({ ...fields, changedBy: authorOf(caller) })
          .where(({ updatedAt }, { eq }) => eq(updatedAt, task.updatedAt))
          .commit(),
        ...taskTermUpdates(entities, task, { ...task, title: fields.title }),
      ];
    }
    case 'delete':
      if (task === null) throw new Error('A recount task goes only once read');
      return recountTaskDelete(entities, task);
  }
}

/** Deletes a pending recount task as read, with its search words. */
function recountTaskDelete(entities: TransactionEntities, task: TaskRecord): TransactionItem[] {
  return [
    entities.task
      .delete({ userId: task.userId, taskId: task.taskId })
      .where(({ updatedAt }, { eq }) => eq(updatedAt, task.updatedAt))
      .commit(),
    ...taskTermUpdates(entities, task, null),
  ];
}

/**
 * Deletes one of the caller's treatments (404 otherwise, and for one of a hive outside a member's scope) with its pending recount task and its expense, uncounting
 * both from its hive and taking a feeding's sugar off the tally, in one transaction.
 */
export async function deleteTreatment(caller: Caller, treatmentId: string): Promise<void> {
  const { userId } = caller;
  await retryOnWriteConflict(async () => {
    const current = await readTreatment(userId, treatmentId);
    await assertHiveInScope(caller, current.hiveId, API_ERRORS.treatmentNotFound);
    const [task, expense] = await Promise.all([
      readRecountTask(userId, current),
      readTreatmentExpense({ userId }, treatmentId),
    ]);
    const cancellation = await writeTransaction((entities) => ({
      treatment: entities.treatment
        .delete({ userId, treatmentId })
        .where(({ updatedAt }, { eq }) => eq(updatedAt, current.updatedAt))
        .commit(),
      ...hiveCountWrites(entities, userId, { hiveId: current.hiveId, expense }, null),
      ...treatmentExpenseWrites(entities, userId, expense, null),
      recountTask: task?.status === 'pending' ? recountTaskDelete(entities, task) : undefined,
      feedingTallies: feedingTallyUpdates(entities, userId, tallyChanges(tallyShareOf(current), null)),
      terms: termUpdates(entities, indexed(userId, treatmentId), searchTermsOf('treatment', current), []),
    }));
    if (!cancellation) return;
    if (
      cancellation.conditionFailed('treatment') ||
      cancellation.conditionFailed('recountTask') ||
      cancellation.conditionFailed('expense')
    ) {
      throw new WriteConflictError('treatment changed while deleting it');
    }
    throw cancellation.unexpected('Deleting a treatment');
  });
}

/**
 * The sugar each of the caller's hives was fed in a year (this year, UTC, unless said), most first: one Query of
 * the year's tally items (a few bytes per fed hive, one page even for 1,000 hives) and the hives' names. A hive
 * whose feedings were all deleted is left out, and for a member of chosen apiaries those of other apiaries.
 */
export async function getFeedingTotals(caller: Caller, { year }: { year?: number }): Promise<FeedingTotals> {
  const { userId } = caller;
  const totalsYear = year ?? Number(yearOf());
  const { data } = await FeedingTallyEntity.query
    .feedingTally({ userId, year: String(totalsYear) })
    .go({ pages: 'all', consistent: true });
  const fed = data.filter(({ feedings = 0 }) => feedings > 0);
  const fedHives = await hivesOf(
    userId,
    fed.map(({ hiveId }) => hiveId),
  );
  const hives = fed
    .filter(({ hiveId }) => fedHives.has(hiveId) && inScope(caller, fedHives.get(hiveId)?.apiaryId ?? ''))
    .map(({ hiveId, sugarHundredthsLb = 0, feedings = 0 }) => ({
      hiveId,
      hiveName: fedHives.get(hiveId)?.name ?? '',
      sugarLbs: Math.max(0, sugarHundredthsLb) / HUNDREDTHS_PER_LB,
      feedings,
    }))
    .sort((first, second) => second.sugarLbs - first.sugarLbs || first.hiveName.localeCompare(second.hiveName));
  return { year: totalsYear, hives };
}

/**
 * Items a transaction of a hive's treatments spends on them and their search words: the hive's count and the tally
 * item of their year make DynamoDB's 100.
 */
const HIVE_TREATMENT_ITEMS_PER_TRANSACTION = 98;
/** Transactions one request spends on a hive's treatments: some 20 DynamoDB requests. */
const HIVE_TREATMENT_TRANSACTIONS_PER_REQUEST = 10;

/**
 * Deletes a hive's treatments with their search words before the hive goes, oldest first, as many of one year as
 * fit a transaction (98 items: 49 treatments of one-word names, 5 with 16-word notes) with the hive's count and
 * that year's feeding tally item of the hive, ten transactions per request. Their recount tasks go with the hive's
 * tasks. Answers how many are left: a hive with more takes further requests.
 */
export async function deleteHiveTreatments({ userId }: Caller, hiveId: string): Promise<number> {
  for (let round = 0; round < HIVE_TREATMENT_TRANSACTIONS_PER_REQUEST; round++) {
    const finished = await retryOnWriteConflict(async () => {
      const { data } = await TreatmentEntity.query.treatmentsOfHive({ userId, hiveId }).go({
        order: 'asc',
        limit: HIVE_TREATMENT_ITEMS_PER_TRANSACTION,
        attributes: ['treatmentId', 'applicationDate', 'treatmentType', 'treatmentName', 'notes', 'updatedAt'],
      });
      if (data.length === 0) return true;
      const year = yearOf(data[0]?.applicationDate);
      const batch = recordsFitting(
        data
          .filter(({ applicationDate }) => yearOf(applicationDate) === year)
          .map((treatment) => ({ ...treatment, terms: searchTermsOf('treatment', treatment) })),
        ({ terms }) => terms,
        HIVE_TREATMENT_ITEMS_PER_TRANSACTION,
      );
      const cancellation = await writeTransaction((entities) => ({
        // Each must still be as read: one deleted meanwhile was uncounted already, one edited has other words.
        treatments: batch.map(({ treatmentId, updatedAt: readAt }) =>
          entities.treatment
            .delete({ userId, treatmentId })
            .where(({ updatedAt }, { eq }) => eq(updatedAt, readAt))
            .commit(),
        ),
        terms: batch.flatMap(({ treatmentId, terms }) =>
          termUpdates(entities, indexed(userId, treatmentId), terms, []),
        ),
        hiveCount: entities.hive.patch({ userId, hiveId }).subtract({ treatmentCount: batch.length }).commit(),
        feedingTally: batch.some(({ treatmentType }) => treatmentType === 'feeding')
          ? entities.feedingTally.delete({ userId, year, hiveId }).commit()
          : undefined,
      }));
      if (cancellation?.conditionFailed('treatments')) throw new WriteConflictError('treatment changed meanwhile');
      if (cancellation?.conditionFailed('hiveCount')) throw new NotFoundError(API_ERRORS.hiveNotFound);
      if (cancellation) throw cancellation.unexpected("Deleting a hive's treatments");
      return batch.length === data.length && data.length < HIVE_TREATMENT_ITEMS_PER_TRANSACTION;
    });
    if (finished) return 0;
  }
  const { data } = await HiveEntity.get({ userId, hiveId }).go({ consistent: true, attributes: ['treatmentCount'] });
  return data?.treatmentCount ?? 0;
}
