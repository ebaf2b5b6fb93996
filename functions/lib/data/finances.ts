/**
 * Access patterns on financial records (Pro). Records live in their owner's partition: one by its id (the main key),
 * one hive's or apiary's by their link (gsi1), all of the user's newest first (gsi2), sorted by transaction date
 * then id. Amounts are kept in integer cents.
 *
 * A record is linked to one of the caller's hives, or to one of their apiaries, or to neither (a shared cost, left
 * unallocated, never spread). Its apiary through a hive is the hive's, read from the hive, so it follows the hive's
 * moves. Every write is one transaction with what hangs on it:
 * - the linked hive's or apiary's `financeCount`, so deleting them (conditioned on none being left) can't orphan a
 *   record, and a record linked to a hive or apiary deleted meanwhile fails instead of being written;
 * - the year's tallies (`FinanceTallyEntity`), by ADDs: its month, its category and its link, so a year's profit and
 *   loss is one Query whatever the number of records.
 *
 * A treatment's or feeding's cost is one of these records (`treatmentId` set), written in the treatment's own
 * transactions with the same count and tallies (`expenseWrites`): the Finance routes answer 409 to an edit or delete of
 * it, so the treatment and the books never disagree and the cost is never counted twice.
 *
 * Edits and deletes are conditioned on the record's `updatedAt` as read: a concurrent write to the same record
 * cancels one of them, which reads again and retries, so a tally never takes off what another write already did.
 */
import type { EntityItem } from 'electrodb';
import { ulid } from 'ulid';
import { countOf } from '../../../shared/count-of';
import { API_ERRORS, VALIDATION } from '../../../shared/messages';
import { centsOf, dollarsOf } from '../../../shared/rules/money';
import { DATED_CURSOR_PATTERN } from '../../../shared/schemas/common';
import {
  FINANCE_CATEGORIES,
  RECENT_TRANSACTIONS,
  isCategoryOfType,
  type FinanceListQuery,
  type FinanceSummary,
  type FinancialRecord,
  type ParsedFinancialRecordInput,
} from '../../../shared/schemas/finance';
import type { Caller } from '../caller';
import { BadRequestError, ConflictError, NotFoundError } from '../errors';
import { authorsOf, changedBy, recordedBy } from './authors';
import { ApiaryEntity } from './entities/apiary';
import { FinanceEntity, UNALLOCATED_LINK } from './entities/finance';
import { FinanceTallyEntity } from './entities/finance-tally';
import { HiveEntity } from './entities/hive';
import { assertStartedFrom, updatedAfter, type CreateOutcome } from './record-versions';
import { yearOf, yearOfOldest } from './inspection-tallies';
import {
  WriteConflictError,
  retryOnWriteConflict,
  writeTransaction,
  type TransactionEntities,
  type TransactionItem,
} from './transactions';

type FinanceRecord = EntityItem<typeof FinanceEntity>;
type Position = Pick<FinanceRecord, 'transactionDate' | 'financeId'>;

/** What a record is linked to, as stored: a hive, an apiary, or neither. */
export type FinanceLink =
  | { hiveId: string; apiaryId?: undefined }
  | { hiveId?: undefined; apiaryId: string }
  | { hiveId?: undefined; apiaryId?: undefined };

/** Names of the hives and apiaries an answer mentions; a hive also says which apiary it is in. */
interface Names {
  hives: Map<string, { name: string; apiaryId: string }>;
  apiaries: Map<string, string>;
}

/** A record's place in both indexes, and the page cursor after it: `<transactionDate>_<id>`, compared as text. */
function positionOf({ transactionDate, financeId }: Position): string {
  return `${transactionDate}_${financeId}`;
}

function linkIdOf(link: FinanceLink): string {
  return link.hiveId ?? link.apiaryId ?? UNALLOCATED_LINK;
}

function toFinancialRecord(record: FinanceRecord, names: Names): FinancialRecord {
  const hive = record.hiveId === undefined ? undefined : names.hives.get(record.hiveId);
  const apiaryId = hive?.apiaryId ?? record.apiaryId ?? null;
  return {
    id: record.financeId,
    createdAt: record.createdAt,
    version: record.updatedAt,
    type: record.type,
    category: record.category,
    amount: dollarsOf(record.amountCents),
    description: record.description,
    transactionDate: record.transactionDate,
    hiveId: record.hiveId ?? null,
    hiveName: hive?.name ?? null,
    apiaryId,
    apiaryName: apiaryId === null ? null : (names.apiaries.get(apiaryId) ?? null),
    treatmentId: record.treatmentId ?? null,
    ...authorsOf(record),
  };
}

/**
 * The names of these hives (with their apiaries) and of the caller's apiaries: one BatchGet per 100 hives and one
 * Query of the apiaries (a few per beekeeper), side by side.
 */
async function namesOf(userId: string, hiveIds: readonly string[]): Promise<Names> {
  const unique = [...new Set(hiveIds)];
  const [hives, apiaries] = await Promise.all([
    unique.length === 0
      ? { data: [] }
      : HiveEntity.get(unique.map((hiveId) => ({ userId, hiveId }))).go({
          attributes: ['hiveId', 'name', 'apiaryId'],
          consistent: true,
        }),
    ApiaryEntity.query
      .apiariesOfUser({ userId })
      .go({ pages: 'all', consistent: true, attributes: ['apiaryId', 'name'] }),
  ]);
  return {
    hives: new Map(hives.data.map(({ hiveId, name, apiaryId }) => [hiveId, { name, apiaryId }])),
    apiaries: new Map(apiaries.data.map(({ apiaryId, name }) => [apiaryId, name])),
  };
}

/** One of the caller's records that the Finance routes may change: 404 when it isn't theirs, 409 for a treatment's. */
async function readOwnFinance(userId: string, financeId: string): Promise<FinanceRecord> {
  const { data } = await FinanceEntity.get({ userId, financeId }).go({ consistent: true });
  if (!data) throw new NotFoundError(API_ERRORS.financeNotFound);
  if (data.treatmentId !== undefined) throw new ConflictError(API_ERRORS.financeOfTreatment);
  return data;
}

/**
 * The link the form asks for, checked against the caller's hives and apiaries (404 otherwise), with the names the
 * answer shows. Given both, the apiary must be the hive's (400 otherwise): the record is linked to the hive.
 */
async function linkOf(
  userId: string,
  { hiveId, apiaryId }: Pick<ParsedFinancialRecordInput, 'hiveId' | 'apiaryId'>,
): Promise<{ link: FinanceLink; names: Names }> {
  const [hive, apiary] = await Promise.all([
    hiveId === undefined ? null : HiveEntity.get({ userId, hiveId }).go({ consistent: true }),
    apiaryId === undefined ? null : ApiaryEntity.get({ userId, apiaryId }).go({ consistent: true }),
  ]);
  if (hive && !hive.data) throw new NotFoundError(API_ERRORS.hiveNotFound);
  if (apiary && !apiary.data) throw new NotFoundError(API_ERRORS.apiaryNotFound);
  const names: Names = { hives: new Map(), apiaries: new Map() };
  if (hive?.data) {
    const { hiveId: id, name, apiaryId: hiveApiaryId } = hive.data;
    if (apiaryId !== undefined && apiaryId !== hiveApiaryId) {
      throw new BadRequestError({ apiaryId: [VALIDATION.hiveNotInApiary] });
    }
    names.hives.set(id, { name, apiaryId: hiveApiaryId });
    const hiveApiary =
      apiary?.data ??
      (await ApiaryEntity.get({ userId, apiaryId: hiveApiaryId }).go({ attributes: ['apiaryId', 'name'] })).data;
    if (hiveApiary) names.apiaries.set(hiveApiary.apiaryId, hiveApiary.name);
    return { link: { hiveId: id }, names };
  }
  if (apiary?.data) {
    names.apiaries.set(apiary.data.apiaryId, apiary.data.name);
    return { link: { apiaryId: apiary.data.apiaryId }, names };
  }
  return { link: {}, names };
}

function storedRecord(
  userId: string,
  financeId: string,
  { amount, hiveId: _hiveId, apiaryId: _apiaryId, ...fields }: ParsedFinancialRecordInput,
  link: FinanceLink,
): Omit<FinanceRecord, 'createdAt' | 'updatedAt'> {
  return { ...fields, ...link, userId, financeId, amountCents: centsOf(amount), linkId: linkIdOf(link) };
}

/** The tally buckets a record counts in: its month, its category and its link. */
function bucketsOf(record: Pick<FinanceRecord, 'transactionDate' | 'category' | 'hiveId' | 'apiaryId'>): string[] {
  const link =
    record.hiveId !== undefined
      ? `hive#${record.hiveId}`
      : record.apiaryId !== undefined
        ? `apiary#${record.apiaryId}`
        : UNALLOCATED_LINK;
  return [`month#${record.transactionDate.slice(5, 7)}`, `category#${record.category}`, link];
}

/** What a write adds to one tally item (negative to take off). */
interface TallyChange {
  year: string;
  bucket: string;
  incomeCents: number;
  expenseCents: number;
  records: number;
}

type TalliedFields = Pick<
  FinanceRecord,
  'transactionDate' | 'category' | 'hiveId' | 'apiaryId' | 'type' | 'amountCents'
>;

/** How writes move the tallies: each record before taken off, each after added, merged per year and bucket. */
function tallyChanges(before: readonly TalliedFields[], after: readonly TalliedFields[]): TallyChange[] {
  const changes = new Map<string, TallyChange>();
  const add = (record: TalliedFields, sign: number) => {
    const year = yearOf(record.transactionDate);
    for (const bucket of bucketsOf(record)) {
      const key = `${year}_${bucket}`;
      const change = changes.get(key) ?? { year, bucket, incomeCents: 0, expenseCents: 0, records: 0 };
      if (record.type === 'income') change.incomeCents += sign * record.amountCents;
      else change.expenseCents += sign * record.amountCents;
      change.records += sign;
      changes.set(key, change);
    }
  };
  before.forEach((record) => add(record, -1));
  after.forEach((record) => add(record, 1));
  return [...changes.values()].filter(
    ({ incomeCents, expenseCents, records }) => incomeCents !== 0 || expenseCents !== 0 || records !== 0,
  );
}

/** The tally items of a transaction: one ADD per year and bucket that changes, or undefined when none does. */
function tallyUpdates({ financeTally }: TransactionEntities, userId: string, changes: readonly TallyChange[]) {
  if (changes.length === 0) return undefined;
  return changes.map(({ year, bucket, incomeCents, expenseCents, records }) =>
    financeTally.upsert({ userId, year, bucket }).add({ incomeCents, expenseCents, records }).commit(),
  );
}

/** The expense stored under a treatment's id (its cost), consistently read; null when the treatment has none. */
export async function readTreatmentExpense(
  { userId }: Pick<Caller, 'userId'>,
  treatmentId: string,
): Promise<FinanceRecord | null> {
  const { data } = await FinanceEntity.get({ userId, financeId: treatmentId }).go({ consistent: true });
  return data;
}

/**
 * The items of a treatment's transaction that keep its expense as its cost says: the record created, replaced or
 * deleted (each conditioned on the record as read), and its share of the year's tallies. The hive's `financeCount`
 * is left to the treatment's write, which changes the same hive item (a transaction names an item once).
 */
export function treatmentExpenseWrites(
  entities: TransactionEntities,
  userId: string,
  before: FinanceRecord | null,
  after: FinanceRecord | null,
) {
  return {
    expense: expenseWrite(entities, before, after),
    expenseTallies: moneyTallyUpdates(entities, userId, before ? [before] : [], after ? [after] : []),
  };
}

/** The tally items of a transaction that replaces the records `before` with `after` (either may be empty). */
export function moneyTallyUpdates(
  entities: TransactionEntities,
  userId: string,
  before: readonly FinanceRecord[],
  after: readonly FinanceRecord[],
) {
  return tallyUpdates(entities, userId, tallyChanges(before, after));
}

function expenseWrite(
  { finance }: TransactionEntities,
  before: FinanceRecord | null,
  after: FinanceRecord | null,
): TransactionItem | undefined {
  if (before === null) return after === null ? undefined : finance.create(after).commit();
  const asRead = before.updatedAt;
  const write =
    after === null ? finance.delete({ userId: before.userId, financeId: before.financeId }) : finance.put(after);
  return write.where(({ updatedAt }, { eq }) => eq(updatedAt, asRead)).commit();
}

/** The linked hive's or apiary's count, by `by` (patch never creates: one deleted meanwhile fails). */
function linkCount(entities: TransactionEntities, userId: string, link: FinanceLink, by: number) {
  if (by === 0) return undefined;
  if (link.hiveId !== undefined) {
    const hive = entities.hive.patch({ userId, hiveId: link.hiveId });
    return (by > 0 ? hive.add({ financeCount: by }) : hive.subtract({ financeCount: -by })).commit();
  }
  if (link.apiaryId !== undefined) {
    const apiary = entities.apiary.patch({ userId, apiaryId: link.apiaryId });
    return (by > 0 ? apiary.add({ financeCount: by }) : apiary.subtract({ financeCount: -by })).commit();
  }
  return undefined;
}

function linkNotFound(link: FinanceLink): NotFoundError {
  return new NotFoundError(link.hiveId === undefined ? API_ERRORS.apiaryNotFound : API_ERRORS.hiveNotFound);
}

function storedLink({ hiveId, apiaryId }: Pick<FinanceRecord, 'hiveId' | 'apiaryId'>): FinanceLink {
  if (hiveId !== undefined) return { hiveId };
  if (apiaryId !== undefined) return { apiaryId };
  return {};
}

/**
 * A page of the caller's records, newest transaction first: one Query of `limit + 1` items (the extra one says
 * whether a next page exists), then the page's hive names and the apiaries side by side.
 */
export async function listFinances(
  { userId }: Caller,
  { limit, cursor }: FinanceListQuery,
): Promise<{ finances: FinancialRecord[]; nextCursor: string | null }> {
  const [, afterDate, afterId] = cursor === undefined ? [] : (DATED_CURSOR_PATTERN.exec(cursor) ?? []);
  const query = FinanceEntity.query.financesOfUser({ userId });
  const { data } = await (
    afterDate === undefined || afterId === undefined
      ? query
      : query.lt({ transactionDate: afterDate, financeId: afterId })
  ).go({ order: 'desc', limit: limit + 1 });
  const records = data.slice(0, limit);
  const last = records.at(-1);
  const names = await namesOf(
    userId,
    records.flatMap(({ hiveId }) => (hiveId === undefined ? [] : [hiveId])),
  );
  return {
    finances: records.map((record) => toFinancialRecord(record, names)),
    nextCursor: data.length > limit && last ? positionOf(last) : null,
  };
}

/**
 * How many financial records the caller has, from the year tallies' month buckets (every record counts once in its
 * month): one Query of the tally items in bounded pages, no read of the records. An export's expected total.
 */
export async function countFinancialRecords({ userId }: Pick<Caller, 'userId'>): Promise<number> {
  const { data } = await FinanceTallyEntity.query
    .financeTally({ userId })
    .go({ pages: 'all', attributes: ['bucket', 'records'] });
  return data.reduce((sum, { bucket, records }) => (bucket.startsWith('month#') ? sum + (records ?? 0) : sum), 0);
}

/**
 * Records a transaction, linked to one of the caller's hives or apiaries (404 otherwise) or to neither. With the id
 * the app made (`clientId`, offline sync) it is recorded only if absent: a replay finds it with one GetItem and is
 * answered the stored record with nothing counted twice, and of two racing with one id the create's condition lets
 * one write. The id is keyed in the acting account's
 * partition, so another account's record of the same id is another item and this one is simply recorded.
 */
export async function createFinance(
  caller: Caller,
  input: ParsedFinancialRecordInput,
  clientId?: string,
): Promise<CreateOutcome<FinancialRecord>> {
  const { userId } = caller;
  const stored = clientId === undefined ? null : await storedFinance(userId, clientId);
  if (stored) return { record: stored, isNew: false };
  const financeId = clientId ?? ulid();
  return retryOnWriteConflict(async () => {
    const { link, names } = await linkOf(userId, input);
    const createdAt = new Date().toISOString();
    const record: FinanceRecord = {
      ...storedRecord(userId, financeId, input, link),
      createdAt,
      updatedAt: createdAt,
      ...recordedBy(caller),
    };
    const cancellation = await writeTransaction((entities) => ({
      finance: entities.finance.create(record).commit(),
      linkCount: linkCount(entities, userId, link, 1),
      tallies: tallyUpdates(entities, userId, tallyChanges([], [record])),
    }));
    if (!cancellation) return { record: toFinancialRecord(record, names), isNew: true };
    if (cancellation.conditionFailed('finance')) {
      const found = await storedFinance(userId, financeId);
      if (!found) throw new NotFoundError(API_ERRORS.financeNotFound); // deleted as soon as made
      return { record: found, isNew: false };
    }
    if (cancellation.conditionFailed('linkCount')) throw linkNotFound(link);
    throw cancellation.unexpected('Recording a financial record');
  });
}

/** A stored record as answered, with its hive's and apiary's names. */
async function answerFinance(userId: string, record: FinanceRecord): Promise<FinancialRecord> {
  return toFinancialRecord(record, await namesOf(userId, record.hiveId === undefined ? [] : [record.hiveId]));
}

/**
 * The caller's record of this id as answered (one consistent GetItem and the names), or null; 409 for a
 * treatment's expense, which the Finance routes don't change.
 */
async function storedFinance(userId: string, financeId: string): Promise<FinancialRecord | null> {
  const { data } = await FinanceEntity.get({ userId, financeId }).go({ consistent: true });
  if (!data) return null;
  if (data.treatmentId !== undefined) throw new ConflictError(API_ERRORS.financeOfTreatment);
  return answerFinance(userId, data);
}

/**
 * Replaces a record's fields (404 when it isn't the caller's, or the new hive or apiary isn't). A new month, year,
 * type, category, amount or link moves its share of the tallies; a new link moves its count. An edit that started
 * from another version than the stored one (`startedFrom`) answers 409 with the record as stored, and writes
 * nothing.
 */
export async function updateFinance(
  caller: Caller,
  financeId: string,
  input: ParsedFinancialRecordInput,
  startedFrom?: string,
): Promise<FinancialRecord> {
  const { userId } = caller;
  return retryOnWriteConflict(async () => {
    const current = await readOwnFinance(userId, financeId);
    await assertStartedFrom(startedFrom, current.updatedAt, () => answerFinance(userId, current));
    const { link, names } = await linkOf(userId, input);
    const edited: FinanceRecord = {
      ...storedRecord(userId, financeId, input, link),
      createdAt: current.createdAt,
      updatedAt: updatedAfter(current.updatedAt),
      ...changedBy(caller, current),
    };
    const moves = current.linkId !== edited.linkId;
    const cancellation = await writeTransaction((entities) => ({
      // A put replaces the item, so a link the form left empty is cleared; it must be the one read.
      finance: entities.finance
        .put(edited)
        .where(({ updatedAt }, { eq }) => eq(updatedAt, current.updatedAt))
        .commit(),
      fromLinkCount: moves ? linkCount(entities, userId, storedLink(current), -1) : undefined,
      toLinkCount: moves ? linkCount(entities, userId, link, 1) : undefined,
      tallies: tallyUpdates(entities, userId, tallyChanges([current], [edited])),
    }));
    if (!cancellation) return toFinancialRecord(edited, names);
    if (cancellation.conditionFailed('toLinkCount')) throw linkNotFound(link);
    // Edited, deleted or unlinked since it was read: read again.
    if (cancellation.conditionFailed('finance')) throw new WriteConflictError('financial record changed meanwhile');
    throw cancellation.unexpected('Editing a financial record');
  });
}

/** Deletes one of the caller's records (404 otherwise), uncounting it from its link and its tallies at once. */
export async function deleteFinance({ userId }: Caller, financeId: string): Promise<void> {
  await retryOnWriteConflict(async () => {
    const current = await readOwnFinance(userId, financeId);
    const cancellation = await writeTransaction((entities) => ({
      finance: entities.finance
        .delete({ userId, financeId })
        .where(({ updatedAt }, { eq }) => eq(updatedAt, current.updatedAt))
        .commit(),
      linkCount: linkCount(entities, userId, storedLink(current), -1),
      tallies: tallyUpdates(entities, userId, tallyChanges([current], [])),
    }));
    if (!cancellation) return;
    if (cancellation.conditionFailed('finance')) throw new WriteConflictError('financial record changed meanwhile');
    throw cancellation.unexpected('Deleting a financial record');
  });
}

interface Sums {
  incomeCents: number;
  expenseCents: number;
}

function profitAndLoss({ incomeCents, expenseCents }: Sums) {
  return {
    income: dollarsOf(incomeCents),
    expense: dollarsOf(expenseCents),
    net: dollarsOf(incomeCents - expenseCents),
  };
}

function addTo(sums: Map<string, Sums>, key: string, { incomeCents, expenseCents }: Sums): void {
  const sum = sums.get(key) ?? { incomeCents: 0, expenseCents: 0 };
  sums.set(key, { incomeCents: sum.incomeCents + incomeCents, expenseCents: sum.expenseCents + expenseCents });
}

/**
 * A year's profit and loss (this year, UTC, unless said): one Query of the year's tallies (12 months, 12 categories,
 * the linked hives and apiaries and the unallocated: one page even for 1,000 hives), one Query of its 10 most recent
 * records and one of the oldest record's date (the first year of the books), then the names (a BatchGet per 100 hives, one Query of the apiaries). Bounded whatever the number of
 * records. A hive's money also counts for the apiary the hive is in now.
 */
export async function getFinanceSummary({ userId }: Caller, { year }: { year?: number }): Promise<FinanceSummary> {
  const summaryYear = String(year ?? yearOf());
  const [tallies, recent, oldest] = await Promise.all([
    FinanceTallyEntity.query.financeTally({ userId, year: summaryYear }).go({ pages: 'all', consistent: true }),
    FinanceEntity.query
      .financesOfUser({ userId })
      .begins({ transactionDate: `${summaryYear}-` })
      .go({ order: 'desc', limit: RECENT_TRANSACTIONS }),
    FinanceEntity.query.financesOfUser({ userId }).go({ order: 'asc', limit: 1, attributes: ['transactionDate'] }),
  ]);
  const buckets = new Map(
    tallies.data
      .filter(({ records = 0 }) => records > 0)
      .map(({ bucket, incomeCents = 0, expenseCents = 0 }) => [bucket, { incomeCents, expenseCents }]),
  );
  const withPrefix = (prefix: string) =>
    [...buckets].flatMap(([bucket, sums]) =>
      bucket.startsWith(prefix) ? [{ id: bucket.slice(prefix.length), sums }] : [],
    );
  const hiveTallies = withPrefix('hive#');
  const names = await namesOf(userId, [
    ...hiveTallies.map(({ id }) => id),
    ...recent.data.flatMap(({ hiveId }) => (hiveId === undefined ? [] : [hiveId])),
  ]);

  const months = Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, '0'));
  const byMonth = months.map((month) => ({
    month: `${summaryYear}-${month}`,
    ...profitAndLoss(buckets.get(`month#${month}`) ?? { incomeCents: 0, expenseCents: 0 }),
  }));
  const total = months.reduce(
    (sum, month) => {
      const { incomeCents = 0, expenseCents = 0 } = buckets.get(`month#${month}`) ?? {};
      return { incomeCents: sum.incomeCents + incomeCents, expenseCents: sum.expenseCents + expenseCents };
    },
    { incomeCents: 0, expenseCents: 0 },
  );
  const byCategory = FINANCE_CATEGORIES.flatMap((category) => {
    const sums = buckets.get(`category#${category}`);
    if (!sums) return [];
    const type = isCategoryOfType('income', category) ? ('income' as const) : ('expense' as const);
    return [{ type, category, amount: dollarsOf(type === 'income' ? sums.incomeCents : sums.expenseCents) }];
  });
  const byName = (first: { name: string }, second: { name: string }) => first.name.localeCompare(second.name);
  const byHive = hiveTallies
    .map(({ id, sums }) => ({ hiveId: id, name: names.hives.get(id)?.name ?? '', sums }))
    .sort(byName)
    .map(({ hiveId, name, sums }) => ({ hiveId, hiveName: name, ...profitAndLoss(sums) }));
  const apiarySums = new Map<string, Sums>();
  for (const { id, sums } of withPrefix('apiary#')) addTo(apiarySums, id, sums);
  for (const { id, sums } of hiveTallies) {
    const apiaryId = names.hives.get(id)?.apiaryId;
    if (apiaryId !== undefined) addTo(apiarySums, apiaryId, sums);
  }
  const byApiary = [...apiarySums]
    .map(([apiaryId, sums]) => ({ apiaryId, name: names.apiaries.get(apiaryId) ?? '', sums }))
    .sort(byName)
    .map(({ apiaryId, name, sums }) => ({ apiaryId, apiaryName: name, ...profitAndLoss(sums) }));
  return {
    year: Number(summaryYear),
    ...profitAndLoss(total),
    byMonth,
    byCategory,
    byHive,
    byApiary,
    unallocated: profitAndLoss(buckets.get(UNALLOCATED_LINK) ?? { incomeCents: 0, expenseCents: 0 }),
    recentTransactions: recent.data.map((record) => toFinancialRecord(record, names)),
    firstYear: yearOfOldest(oldest.data[0]?.transactionDate),
  };
}

/**
 * Records moved per transaction: with the link's count and two tally items per year they touch (the link's, the
 * unallocated), at most DynamoDB's 100 items.
 */
const UNLINKED_PER_TRANSACTION = 90;
/** Transactions one request spends unlinking: 900 records, some 20 DynamoDB requests. */
const UNLINK_TRANSACTIONS_PER_REQUEST = 10;
const TRANSACTION_ITEMS_MAX = 100;

/**
 * Before a hive or an apiary goes, its records stay in the books as unallocated: oldest first, up to 90 per
 * transaction with the link's count and the tallies moved, at most 900 per request. Answers how many are left: a
 * link with thousands takes one request per 900.
 */
export async function unlinkFinances({ userId }: Caller, link: FinanceLink): Promise<number> {
  const linkId = linkIdOf(link);
  for (let round = 0; round < UNLINK_TRANSACTIONS_PER_REQUEST; round++) {
    const finished = await retryOnWriteConflict(async () => {
      const { data } = await FinanceEntity.query
        .financesOfLink({ userId, linkId })
        .go({ order: 'asc', limit: UNLINKED_PER_TRANSACTION });
      if (data.length === 0) return true;
      const batch = batchThatFits(data);
      const updatedAt = new Date().toISOString();
      // A treatment's expense stays in the books too, no longer its treatment's (which goes with the hive first).
      const unlinked = batch.map(({ hiveId: _hiveId, apiaryId: _apiaryId, treatmentId: _treatmentId, ...record }) => ({
        ...record,
        linkId: UNALLOCATED_LINK,
        updatedAt,
      }));
      const cancellation = await writeTransaction((entities) => ({
        finances: unlinked.map((record, index) =>
          entities.finance
            .put(record)
            .where(({ updatedAt: stored }, { eq }) => eq(stored, batch[index]?.updatedAt ?? ''))
            .commit(),
        ),
        linkCount: linkCount(entities, userId, link, -batch.length),
        tallies: tallyUpdates(entities, userId, tallyChanges(batch, unlinked)),
      }));
      if (cancellation?.conditionFailed('finances')) throw new WriteConflictError('financial record edited meanwhile');
      if (cancellation?.conditionFailed('linkCount')) throw linkNotFound(link);
      if (cancellation) throw cancellation.unexpected('Unlinking financial records');
      return batch.length === data.length && data.length < UNLINKED_PER_TRANSACTION;
    });
    if (finished) return 0;
  }
  const { data } =
    link.hiveId !== undefined
      ? await HiveEntity.get({ userId, hiveId: link.hiveId }).go({ consistent: true, attributes: ['financeCount'] })
      : link.apiaryId !== undefined
        ? await ApiaryEntity.get({ userId, apiaryId: link.apiaryId }).go({
            consistent: true,
            attributes: ['financeCount'],
          })
        : { data: null };
  return data?.financeCount ?? 0;
}

/** The oldest records whose transaction fits in DynamoDB's 100 items: two tally items per year touched. */
function batchThatFits(records: readonly FinanceRecord[]): FinanceRecord[] {
  const years = new Set<string>();
  const batch: FinanceRecord[] = [];
  for (const record of records) {
    const withYear = new Set(years).add(yearOf(record.transactionDate));
    // Month and category don't change: the records, the link's count, and the link's and unallocated items per year.
    if (batch.length + 1 + 1 + withYear.size * 2 > TRANSACTION_ITEMS_MAX) break;
    years.add(yearOf(record.transactionDate));
    batch.push(record);
  }
  return batch;
}

/** The 409 of a hive or apiary delete that still has records to move to unallocated. */
export function financesStillUnlinking(left: number): ConflictError {
  return new ConflictError(API_ERRORS.financesStillUnlinking(countOf(left, 'record', 'records')));
}
