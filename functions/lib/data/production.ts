/**
 * Access patterns on production (harvest) records. Harvests live in their owner's partition: one by its id (the
 * main key), one hive's newest first (gsi1) and all of the user's newest first (gsi2), both sorted by harvest date
 * then id.
 *
 * Every harvest write is one transaction with what hangs on it:
 * - the hive's `productionCount`, so deleting the hive (conditioned on none being left) can't orphan one, and a
 *   harvest of a hive deleted meanwhile fails instead of being written;
 * - the production tallies (`ProductionTallyEntity`) of its month, its hive and its apiary in its year, by ADDs, so
 *   the summary is two Queries however many harvests there are. Weights are tallied in lbs (`convertWeight`), jars
 *   apart. A harvest counts at the apiary its hive was in when it was recorded or last edited: moving a hive later
 *   leaves its past harvests where they were gathered.
 *
 * Edits and deletes are conditioned on the record's `updatedAt` as read: a concurrent write to the same record
 * cancels one of them, which reads again and retries, so a tally never takes off what another write already did.
 */
import type { EntityItem } from 'electrodb';
import { ulid } from 'ulid';
import { API_ERRORS } from '../../../shared/messages';
import { convertWeight, isWeightUnit } from '../../../shared/rules/units';
import { DATED_CURSOR_PATTERN } from '../../../shared/schemas/common';
import {
  PRODUCT_TYPES,
  type HarvestTotals,
  type ParsedProductionInput,
  type ProductionListQuery,
  type ProductionRecord,
  type ProductionSummary,
  type ProductType,
} from '../../../shared/schemas/production';
import type { Caller } from '../caller';
import { NotFoundError } from '../errors';
import { authorsOf, changedBy, recordedBy } from './authors';
import { ApiaryEntity } from './entities/apiary';
import { HiveEntity } from './entities/hive';
import { ProductionEntity } from './entities/production';
import { ProductionTallyEntity, type ProductionTallyScope } from './entities/production-tally';
import { getHiveTallies } from './hive-tallies';
import { yearOf, yearOfOldest } from './inspection-tallies';
import { WriteConflictError, retryOnWriteConflict, writeTransaction, type TransactionEntities } from './transactions';
import { assertStartedFrom, updatedAfter, type CreateOutcome } from './record-versions';
import { assertHiveInScope, assertInScope, inScope } from './member-scope';
import { harvestCountsOf, queenRollupUpdates, queenStillKept, rollupChange } from './queen-rollup';

type HarvestRecord = EntityItem<typeof ProductionEntity>;
type HiveRecord = EntityItem<typeof HiveEntity>;
type TallyRecord = EntityItem<typeof ProductionTallyEntity>;

/** Tallies count hundredths of a lb and of a jar, whole numbers; answers round to the same. */
const HUNDREDTHS = 100;

/** A tally's count fields: per product, its weight and its jars. */
type TallyField = `${ProductType}${'Lb' | 'Jar'}Hundredths`;
type TallyCounts = Partial<Record<TallyField | 'records', number>>;

function weightField(productType: ProductType): TallyField {
  return `${productType}LbHundredths`;
}

function jarField(productType: ProductType): TallyField {
  return `${productType}JarHundredths`;
}

/** A harvest's place in both indexes, and the page cursor after it: `<harvestDate>_<id>`, compared as text. */
function positionOf({ harvestDate, productionId }: Pick<HarvestRecord, 'harvestDate' | 'productionId'>) {
  return `${harvestDate}_${productionId}`;
}

function toProduction(record: HarvestRecord, hiveName: string): ProductionRecord {
  return {
    id: record.productionId,
    createdAt: record.createdAt,
    version: record.updatedAt,
    hiveId: record.hiveId,
    hiveName,
    productType: record.productType,
    quantity: record.quantity,
    unit: record.unit,
    harvestDate: record.harvestDate,
    quality: record.quality ?? null,
    notes: record.notes ?? null,
    ...authorsOf(record),
  };
}

/** Read consistently, so a write conditioned on what was read starts from the hive as it is. */
async function readHive(userId: string, hiveId: string): Promise<HiveRecord> {
  const { data } = await HiveEntity.get({ userId, hiveId }).go({ consistent: true });
  if (!data) throw new NotFoundError(API_ERRORS.hiveNotFound);
  return data;
}

async function readHarvest(userId: string, productionId: string): Promise<HarvestRecord> {
  const { data } = await ProductionEntity.get({ userId, productionId }).go({ consistent: true });
  if (!data) throw new NotFoundError(API_ERRORS.productionNotFound);
  return data;
}

type TalliedFields = Pick<HarvestRecord, 'hiveId' | 'apiaryId' | 'productType' | 'quantity' | 'unit' | 'harvestDate'>;

/** One tally item a write changes, and by how much. */
interface TallyChange {
  year: string;
  scope: ProductionTallyScope;
  subject: string;
  counts: TallyCounts;
}

/** What a harvest adds to a tally item: its weight in hundredths of a lb, or its jars, and one record. */
function countsOf({ productType, quantity, unit }: TalliedFields): TallyCounts {
  if (!isWeightUnit(unit)) return { [jarField(productType)]: Math.round(quantity * HUNDREDTHS), records: 1 };
  return { [weightField(productType)]: Math.round(convertWeight(quantity, unit, 'lbs') * HUNDREDTHS), records: 1 };
}

/** The month, hive and apiary items of the harvest's year. */
function itemsOf(record: TalliedFields): Omit<TallyChange, 'counts'>[] {
  const year = yearOf(record.harvestDate);
  return [
    { year, scope: 'month', subject: record.harvestDate.slice(0, 7) },
    { year, scope: 'hive', subject: record.hiveId },
    { year, scope: 'apiary', subject: record.apiaryId },
  ];
}

/** How a write moves the tallies: each record before taken off, each after added, per item; unchanged items left out. */
function tallyChanges(before: readonly TalliedFields[], after: readonly TalliedFields[]): TallyChange[] {
  const changes = new Map<string, TallyChange>();
  const add = (records: readonly TalliedFields[], sign: number) => {
    for (const record of records) {
      const counts = countsOf(record);
      for (const item of itemsOf(record)) {
        const key = `${item.year}_${item.scope}_${item.subject}`;
        const change = changes.get(key) ?? { ...item, counts: {} };
        for (const [field, value] of Object.entries(counts) as [keyof TallyCounts, number][]) {
          change.counts[field] = (change.counts[field] ?? 0) + sign * value;
        }
        changes.set(key, change);
      }
    }
  };
  add(before, -1);
  add(after, 1);
  return [...changes.values()]
    .map((change) => ({
      ...change,
      counts: Object.fromEntries(Object.entries(change.counts).filter(([, value]) => value !== 0)),
    }))
    .filter(({ counts }) => Object.keys(counts).length > 0);
}

/** The tally items of a transaction: one ADD per item that changes, or undefined when none does. */
function productionTallyUpdates(
  { productionTally }: TransactionEntities,
  userId: string,
  changes: readonly TallyChange[],
) {
  if (changes.length === 0) return undefined;
  return changes.map(({ year, scope, subject, counts }) =>
    productionTally.upsert({ userId, year, scope, subject }).add(counts).commit(),
  );
}

/** The names and apiaries of these hives: one BatchGet per 100 hives (a page, or the year's harvesting hives). */
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
 * A page of the caller's harvests, newest first: one hive's when `hiveId` is given (404 when that hive isn't
 * theirs, or lies outside a member's scope). One Query of `limit + 1` items (the extra one says whether a next page
 * exists), then one BatchGet of the page's hives (or one Get of the filtered hive, before). A member of chosen
 * apiaries is answered the page's harvests of the hives there now (a page may come back short, with its cursor).
 */
export async function listProduction(
  caller: Caller,
  { hiveId, limit, cursor }: ProductionListQuery,
): Promise<{ production: ProductionRecord[]; nextCursor: string | null }> {
  const { userId } = caller;
  const [, afterDate, afterId] = cursor === undefined ? [] : (DATED_CURSOR_PATTERN.exec(cursor) ?? []);
  const filteredHive = hiveId === undefined ? undefined : await readHive(userId, hiveId);
  if (filteredHive) assertInScope(caller, filteredHive.apiaryId, API_ERRORS.hiveNotFound);
  const query =
    hiveId === undefined
      ? ProductionEntity.query.productionOfUser({ userId })
      : ProductionEntity.query.productionOfHive({ userId, hiveId });
  const { data } = await (
    afterDate === undefined || afterId === undefined
      ? query
      : query.lt({ harvestDate: afterDate, productionId: afterId })
  ).go({ order: 'desc', limit: limit + 1 });
  const records = data.slice(0, limit);
  const last = records.at(-1);
  const hives = filteredHive
    ? new Map([[filteredHive.hiveId, filteredHive]])
    : await hivesOf(
        userId,
        records.map((record) => record.hiveId),
      );
  return {
    production: records
      .filter((record) => inScope(caller, hives.get(record.hiveId)?.apiaryId ?? ''))
      .map((record) => toProduction(record, hives.get(record.hiveId)?.name ?? '')),
    nextCursor: data.length > limit && last ? positionOf(last) : null,
  };
}

/** The form's input as stored, with the hive's apiary now. */
function storedFields(userId: string, productionId: string, hive: HiveRecord, input: ParsedProductionInput) {
  return { ...input, userId, productionId, hiveId: hive.hiveId, apiaryId: hive.apiaryId };
}

/**
 * Records a harvest of one of the caller's hives, within a member's scope (404 otherwise), in one transaction with the hive's count and the
 * tallies of its month, hive and apiary. With the id the app made (`clientId`, offline sync) it is recorded only
 * if absent: a replay finds it with one GetItem and is answered the stored harvest with nothing counted twice, and
 * of two racing with one id the create's condition lets one write.
 * The id is keyed in the acting account's partition, so another account's record of the same id is another item
 * and this one is simply recorded.
 */
export async function createProduction(
  caller: Caller,
  input: ParsedProductionInput,
  clientId?: string,
): Promise<CreateOutcome<ProductionRecord>> {
  const { userId } = caller;
  const stored = clientId === undefined ? null : await storedHarvest(caller, clientId);
  if (stored) return { record: stored, isNew: false };
  const productionId = clientId ?? ulid();
  return retryOnWriteConflict(async () => {
    const hive = await readHive(userId, input.hiveId);
    assertInScope(caller, hive.apiaryId, API_ERRORS.hiveNotFound);
    const createdAt = new Date().toISOString();
    const queenId = hive.currentQueenId;
    const record: HarvestRecord = {
      ...storedFields(userId, productionId, hive, input),
      ...(queenId === undefined ? {} : { queenId }),
      createdAt,
      updatedAt: createdAt,
      ...recordedBy(caller),
    };
    const cancellation = await writeTransaction((entities) => ({
      production: entities.production.create(record).commit(),
      // patch never creates: a hive deleted since it was read fails its condition, and one requeened meanwhile.
      hiveCount: entities.hive
        .patch({ userId, hiveId: hive.hiveId })
        .add({ productionCount: 1 })
        .where(({ currentQueenId }, { eq, notExists }) =>
          queenId === undefined ? notExists(currentQueenId) : eq(currentQueenId, queenId),
        )
        .commit(),
      tallies: productionTallyUpdates(entities, userId, tallyChanges([], [record])),
      queenRollup: queenRollupUpdates(entities, userId, [[queenId, harvestCountsOf(record)]]),
    }));
    if (!cancellation) return { record: toProduction(record, hive.name), isNew: true };
    if (cancellation.conditionFailed('production')) {
      const found = await storedHarvest(caller, productionId);
      if (!found) throw new NotFoundError(API_ERRORS.productionNotFound); // deleted as soon as made
      return { record: found, isNew: false };
    }
    // Deleted or requeened since it was read: the retry reads it again.
    if (cancellation.conditionFailed('hiveCount') || cancellation.conditionFailed('queenRollup')) {
      throw new WriteConflictError('hive changed while recording a harvest');
    }
    throw cancellation.unexpected('Recording a harvest');
  });
}

/** A stored harvest as answered, with its hive's name; 404 for one of a hive outside a member's scope. */
async function answerHarvest(caller: Caller, record: HarvestRecord): Promise<ProductionRecord> {
  const hive = await readHive(caller.userId, record.hiveId);
  assertInScope(caller, hive.apiaryId, API_ERRORS.productionNotFound);
  return toProduction(record, hive.name);
}

/** The caller's harvest of this id as answered (one consistent GetItem and its hive), or null. */
async function storedHarvest(caller: Caller, productionId: string): Promise<ProductionRecord | null> {
  const { data } = await ProductionEntity.get({ userId: caller.userId, productionId }).go({ consistent: true });
  return data ? answerHarvest(caller, data) : null;
}

/**
 * Replaces a harvest's fields (404 when it isn't the caller's, or the new hive isn't; for a member of chosen
 * apiaries, when either hive lies outside them): fields the form left empty are cleared. Its tallies move with its quantity, unit, date and hive; it counts at its hive's apiary now.
 * An edit that started from another version than the stored one (`startedFrom`) answers 409 with the harvest as
 * stored, and writes nothing.
 */
export async function updateProduction(
  caller: Caller,
  productionId: string,
  input: ParsedProductionInput,
  startedFrom?: string,
): Promise<ProductionRecord> {
  const { userId } = caller;
  return retryOnWriteConflict(async () => {
    const current = await readHarvest(userId, productionId);
    const hive = await readHive(userId, input.hiveId);
    if (current.hiveId === hive.hiveId) assertInScope(caller, hive.apiaryId, API_ERRORS.productionNotFound);
    else await assertHiveInScope(caller, current.hiveId, API_ERRORS.productionNotFound);
    assertInScope(caller, hive.apiaryId, API_ERRORS.hiveNotFound);
    await assertStartedFrom(startedFrom, current.updatedAt, () => answerHarvest(caller, current));
    const moves = current.hiveId !== hive.hiveId;
    // A harvest moved to another hive counts for that hive's queen now; one that stays, for the queen it counted for.
    const queenAfter = moves ? hive.currentQueenId : current.queenId;
    const countedFor = await queenStillKept(userId, current.queenId, moves ? {} : hive);
    const edited: HarvestRecord = {
      ...storedFields(userId, productionId, hive, input),
      ...(queenAfter === undefined ? {} : { queenId: queenAfter }),
      createdAt: current.createdAt,
      updatedAt: updatedAfter(current.updatedAt),
      ...changedBy(caller, current),
    };
    const cancellation = await writeTransaction((entities) => ({
      // A put replaces the item, so fields the form left empty are cleared; it must be the one read.
      production: entities.production
        .put(edited)
        .where(({ updatedAt }, { eq }) => eq(updatedAt, current.updatedAt))
        .commit(),
      fromHiveCount: moves
        ? entities.hive.patch({ userId, hiveId: current.hiveId }).subtract({ productionCount: 1 }).commit()
        : undefined,
      toHiveCount: moves
        ? entities.hive
            .patch({ userId, hiveId: hive.hiveId })
            .add({ productionCount: 1 })
            .where(({ currentQueenId }, { eq, notExists }) =>
              queenAfter === undefined ? notExists(currentQueenId) : eq(currentQueenId, queenAfter),
            )
            .commit()
        : undefined,
      tallies: productionTallyUpdates(entities, userId, tallyChanges([current], [edited])),
      queenRollup: queenRollupUpdates(entities, userId, [
        [countedFor, rollupChange(harvestCountsOf(current), {})],
        [moves ? queenAfter : countedFor, harvestCountsOf(edited)],
      ]),
    }));
    if (!cancellation) return toProduction(edited, hive.name);
    // Deleted or requeened since it was read, or the queen it counted for deleted: the retry reads them again.
    if (cancellation.conditionFailed('toHiveCount') || cancellation.conditionFailed('queenRollup')) {
      throw new WriteConflictError('hive changed while editing a harvest');
    }
    if (cancellation.conditionFailed('production')) throw new WriteConflictError('harvest changed while editing it');
    throw cancellation.unexpected('Editing a harvest');
  });
}

/**
 * Deletes one of the caller's harvests (404 otherwise, and for one of a hive outside a member's scope), uncounting
 * it from its hive and its tallies at once.
 */
export async function deleteProduction(caller: Caller, productionId: string): Promise<void> {
  const { userId } = caller;
  await retryOnWriteConflict(async () => {
    const current = await readHarvest(userId, productionId);
    await assertHiveInScope(caller, current.hiveId, API_ERRORS.productionNotFound);
    const countedFor = await queenStillKept(userId, current.queenId, {});
    const cancellation = await writeTransaction((entities) => ({
      production: entities.production
        .delete({ userId, productionId })
        .where(({ updatedAt }, { eq }) => eq(updatedAt, current.updatedAt))
        .commit(),
      hiveCount: entities.hive.patch({ userId, hiveId: current.hiveId }).subtract({ productionCount: 1 }).commit(),
      tallies: productionTallyUpdates(entities, userId, tallyChanges([current], [])),
      queenRollup: queenRollupUpdates(entities, userId, [[countedFor, rollupChange(harvestCountsOf(current), {})]]),
    }));
    if (!cancellation) return;
    if (cancellation.conditionFailed('production') || cancellation.conditionFailed('queenRollup')) {
      throw new WriteConflictError('harvest changed while deleting it');
    }
    throw cancellation.unexpected('Deleting a harvest');
  });
}

function totalsOf(record: TallyRecord | undefined, productType: ProductType): HarvestTotals {
  const counts = (record ?? {}) as TallyCounts;
  return {
    lbs: Math.max(0, counts[weightField(productType)] ?? 0) / HUNDREDTHS,
    jars: Math.max(0, counts[jarField(productType)] ?? 0) / HUNDREDTHS,
  };
}

const roundHundredths = (value: number) => Math.round(value * HUNDREDTHS) / HUNDREDTHS;

/**
 * A hive's or apiary's harvest: its honey, as "Total honey" and the yield forecast count it, and every other
 * product apart (wax is not honey, so it never swells a honey figure).
 */
function placeHarvestOf(record: TallyRecord): HarvestTotals & { otherProducts: HarvestTotals } {
  const honey = totalsOf(record, 'honey');
  const other = PRODUCT_TYPES.filter((productType) => productType !== 'honey')
    .map((productType) => totalsOf(record, productType))
    .reduce((sum, totals) => ({ lbs: sum.lbs + totals.lbs, jars: sum.jars + totals.jars }), { lbs: 0, jars: 0 });
  return {
    lbs: roundHundredths(honey.lbs),
    jars: roundHundredths(honey.jars),
    otherProducts: { lbs: roundHundredths(other.lbs), jars: roundHundredths(other.jars) },
  };
}
const MONTHS = Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, '0'));

/**
 * The caller's harvests of a year (this year, UTC, unless said), from the tallies alone: one Query of the year's
 * items (12 months and one per harvesting hive and apiary: a few hundred bytes each, one page even for 1,000
 * hives), one Query of last year's months, one BatchGet of the dashboard's hive tallies (active hives now), one
 * Query of the oldest harvest's date (the first year offered), and the names of the year's hives and apiaries (one BatchGet per 100). Hives and apiaries whose harvests were all
 * deleted, or that are gone, are left out.
 */
export async function getProductionSummary(caller: Caller, { year }: { year?: number }): Promise<ProductionSummary> {
  const { userId } = caller;
  const summaryYear = year ?? Number(yearOf());
  const [{ data: items }, { data: lastYearMonths }, hiveTallies, { data: oldest }] = await Promise.all([
    ProductionTallyEntity.query
      .productionTally({ userId, year: String(summaryYear) })
      .go({ pages: 'all', consistent: true }),
    ProductionTallyEntity.query
      .productionTally({ userId, year: String(summaryYear - 1), scope: 'month' })
      .go({ pages: 'all', consistent: true }),
    getHiveTallies(caller),
    ProductionEntity.query.productionOfUser({ userId }).go({ order: 'asc', limit: 1, attributes: ['harvestDate'] }),
  ]);
  const counted = items.filter(({ records = 0 }) => records > 0);
  const ofScope = (scope: ProductionTallyScope) => counted.filter((item) => item.scope === scope);
  const months = ofScope('month');
  const [hiveNames, apiaryNames] = await Promise.all([
    hivesOf(
      userId,
      ofScope('hive').map(({ subject }) => subject),
    ).then((hives) => new Map([...hives].map(([hiveId, { name }]) => [hiveId, name]))),
    apiaryNamesOf(
      userId,
      ofScope('apiary').map(({ subject }) => subject),
    ),
  ]);
  const honey = months
    .map((month) => totalsOf(month, 'honey'))
    .reduce((sum, totals) => ({ lbs: sum.lbs + totals.lbs, jars: sum.jars + totals.jars }), { lbs: 0, jars: 0 });
  const activeHives = Object.values(hiveTallies.now).reduce((sum, count) => sum + count, 0);
  const monthOf = (records: readonly TallyRecord[], month: string) =>
    totalsOf(
      records.find(({ subject }) => subject.endsWith(`-${month}`)),
      'honey',
    );
  return {
    year: summaryYear,
    honey: { lbs: roundHundredths(honey.lbs), jars: roundHundredths(honey.jars) },
    firstYear: yearOfOldest(oldest[0]?.harvestDate),
    activeHives,
    // From whole hundredths, so 21.35 rounds to 21.4 rather than float's 21.3499...
    honeyPerActiveHiveLbs:
      activeHives === 0 ? null : Math.round(Math.round(honey.lbs * HUNDREDTHS) / activeHives / 10) / 10,
    byProduct: PRODUCT_TYPES.map((productType) => {
      const totals = months
        .map((month) => totalsOf(month, productType))
        .reduce((sum, each) => ({ lbs: sum.lbs + each.lbs, jars: sum.jars + each.jars }), { lbs: 0, jars: 0 });
      return { productType, lbs: roundHundredths(totals.lbs), jars: roundHundredths(totals.jars) };
    }).filter(({ lbs, jars }) => lbs > 0 || jars > 0),
    byHive: ofScope('hive')
      .filter(({ subject }) => hiveNames.has(subject))
      .map((item) => ({ hiveId: item.subject, hiveName: hiveNames.get(item.subject) ?? '', ...placeHarvestOf(item) }))
      .sort((first, second) => second.lbs - first.lbs || first.hiveName.localeCompare(second.hiveName)),
    byApiary: ofScope('apiary')
      .filter(({ subject }) => apiaryNames.has(subject))
      .map((item) => ({
        apiaryId: item.subject,
        apiaryName: apiaryNames.get(item.subject) ?? '',
        ...placeHarvestOf(item),
      }))
      .sort((first, second) => second.lbs - first.lbs || first.apiaryName.localeCompare(second.apiaryName)),
    honeyByMonth: MONTHS.map((month) => {
      const thisYear = monthOf(months, month);
      const lastYear = monthOf(lastYearMonths, month);
      return {
        month: `${summaryYear}-${month}`,
        lbs: thisYear.lbs,
        jars: thisYear.jars,
        lastYearLbs: lastYear.lbs,
        lastYearJars: lastYear.jars,
      };
    }),
  };
}

/** The names of these apiaries: one BatchGet per 100. */
async function apiaryNamesOf(userId: string, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const { data } = await ApiaryEntity.get(ids.map((apiaryId) => ({ userId, apiaryId }))).go({
    attributes: ['apiaryId', 'name'],
    consistent: true,
  });
  return new Map(data.map((apiary) => [apiary.apiaryId, apiary.name]));
}

/** Harvests read per transaction: with the hive's count, up to 12 month items and its apiaries', within 100. */
const HIVE_HARVESTS_PER_QUERY = 80;
/** Transactions one request spends on a hive's harvests: 800 harvests, some 20 DynamoDB requests. */
const HIVE_HARVEST_TRANSACTIONS_PER_REQUEST = 10;
const ITEMS_PER_TRANSACTION = 100;

/**
 * Deletes a hive's harvests before the hive goes, oldest first, up to 80 of one year per transaction with the
 * hive's count and their tallies taken off (the hive's tally item of the year deleted with its last harvests), at
 * most 800 per request. Answers how many are left: a hive with thousands takes one request per 800.
 */
export async function deleteHiveProduction({ userId }: Caller, hiveId: string): Promise<number> {
  for (let round = 0; round < HIVE_HARVEST_TRANSACTIONS_PER_REQUEST; round++) {
    const finished = await retryOnWriteConflict(async () => {
      const { data } = await ProductionEntity.query
        .productionOfHive({ userId, hiveId })
        .go({ order: 'asc', limit: HIVE_HARVESTS_PER_QUERY });
      if (data.length === 0) return true;
      const year = yearOf(data[0]?.harvestDate);
      const ofYear = data.filter(({ harvestDate }) => yearOf(harvestDate) === year);
      // The year's last harvests of the hive when the Query went past them (or to the end).
      const yearEnds = ofYear.length < data.length || data.length < HIVE_HARVESTS_PER_QUERY;
      const batch = fitInTransaction(ofYear);
      const finishesYear = yearEnds && batch.length === ofYear.length;
      const changes = tallyChanges(batch, []).filter(
        (change) => !(finishesYear && change.scope === 'hive' && change.subject === hiveId),
      );
      const cancellation = await writeTransaction((entities) => ({
        // Each must still be there: one deleted meanwhile was uncounted already.
        harvests: batch.map(({ productionId }) =>
          entities.production
            .delete({ userId, productionId })
            .where(({ productionId: id }, { exists }) => exists(id))
            .commit(),
        ),
        hiveCount: entities.hive.patch({ userId, hiveId }).subtract({ productionCount: batch.length }).commit(),
        tallies: productionTallyUpdates(entities, userId, changes),
        hiveTally: finishesYear
          ? entities.productionTally.delete({ userId, year, scope: 'hive', subject: hiveId }).commit()
          : undefined,
      }));
      if (cancellation?.conditionFailed('harvests')) throw new WriteConflictError('harvest deleted meanwhile');
      if (cancellation?.conditionFailed('hiveCount')) throw new NotFoundError(API_ERRORS.hiveNotFound);
      if (cancellation) throw cancellation.unexpected("Deleting a hive's harvests");
      return finishesYear && ofYear.length === data.length;
    });
    if (finished) return 0;
  }
  const { data } = await HiveEntity.get({ userId, hiveId }).go({ consistent: true, attributes: ['productionCount'] });
  return data?.productionCount ?? 0;
}

/** The first of these harvests whose deletes, tally items and the hive's count fit one transaction. */
function fitInTransaction(harvests: readonly HarvestRecord[]): HarvestRecord[] {
  let batch = [...harvests];
  // Each harvest is one item; the tally items and the hive's count share the rest.
  while (batch.length > 1 && batch.length + tallyChanges(batch, []).length + 1 > ITEMS_PER_TRANSACTION) {
    batch = batch.slice(0, -1);
  }
  return batch;
}
