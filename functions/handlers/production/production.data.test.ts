import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { API_ERRORS, VALIDATION } from '../../../shared/messages';
import { convertWeight, isWeightUnit } from '../../../shared/rules/units';
import type { Apiary } from '../../../shared/schemas/apiary';
import type { Hive } from '../../../shared/schemas/hive';
import { NEXT_CURSOR_HEADER } from '../../../shared/domain/paging';
import {
  PRODUCT_TYPES,
  productionRecordSchema,
  productionSummarySchema,
  type ProductionInput,
  type ProductionRecord,
  type ProductionSummary,
} from '../../../shared/schemas/production';
import { HiveEntity } from '../../lib/data/entities/hive';
import { ProductionEntity } from '../../lib/data/entities/production';
import { ProductionTallyEntity } from '../../lib/data/entities/production-tally';
import { beekeeper, setSubscription, type TestBeekeeper } from '../../test-support/api';
import { recordSentCommands } from '../../test-support/sent-commands';

async function proBeekeeper(): Promise<TestBeekeeper> {
  const who = beekeeper();
  await setSubscription(who, 'pro', 'active');
  return who;
}

async function apiaryOf(who: TestBeekeeper, name: string): Promise<Apiary> {
  const apiary = await who.request<Apiary>('createApiary', { body: { name, location: 'Barn' } });
  expect(apiary.statusCode).toBe(201);
  return apiary.body;
}

async function hivesOf(who: TestBeekeeper, names: string[], apiary?: Apiary): Promise<Hive[]> {
  const apiaryId = (apiary ?? (await apiaryOf(who, 'Home yard'))).id;
  const hives: Hive[] = [];
  for (const name of names) {
    const hive = await who.request<Hive>('createHive', { body: { name, apiaryId } });
    expect(hive.statusCode).toBe(201);
    hives.push(hive.body);
  }
  return hives;
}

const harvest = (hiveId: string, quantity: number, unit: ProductionInput['unit'], harvestDate: string) =>
  ({ hiveId, productType: 'honey', quantity, unit, harvestDate }) satisfies ProductionInput;

async function record(who: TestBeekeeper, body: ProductionInput): Promise<ProductionRecord> {
  const answer = await who.request<ProductionRecord>('createProduction', { body });
  expect(answer.statusCode).toBe(201);
  return productionRecordSchema.parse(answer.body);
}

async function summary(who: TestBeekeeper, year: string): Promise<ProductionSummary> {
  const answer = await who.request<ProductionSummary>('getProductionSummary', { rawQueryString: `year=${year}` });
  expect(answer.statusCode).toBe(200);
  return productionSummarySchema.strict().parse(answer.body);
}

function list(who: TestBeekeeper, query: Record<string, string> = {}) {
  return who.request<ProductionRecord[]>('listProduction', { rawQueryString: new URLSearchParams(query).toString() });
}

/** The tally items rebuilt from the harvests as they are now, independently of the module's arithmetic. */
function rebuiltTallies(
  harvests: readonly {
    hiveId: string;
    apiaryId: string;
    productType: string;
    quantity: number;
    unit: string;
    harvestDate: string;
  }[],
) {
  const items = new Map<string, Record<string, number>>();
  for (const { hiveId, apiaryId, productType, quantity, unit, harvestDate } of harvests) {
    const year = harvestDate.slice(0, 4);
    const field = unit === 'jars' ? `${productType}JarHundredths` : `${productType}LbHundredths`;
    const amount =
      unit === 'jars' ? Math.round(quantity * 100) : Math.round(convertWeight(quantity, unit as 'kg', 'lbs') * 100);
    for (const key of [
      `${year}/month/${harvestDate.slice(0, 7)}`,
      `${year}/hive/${hiveId}`,
      `${year}/apiary/${apiaryId}`,
    ]) {
      const item = items.get(key) ?? {};
      item[field] = (item[field] ?? 0) + amount;
      item.records = (item.records ?? 0) + 1;
      items.set(key, item);
    }
  }
  return Object.fromEntries([...items].sort(([first], [second]) => first.localeCompare(second)));
}

/** The caller's tally items as stored, zero counts and emptied items left out. */
async function storedTallies(who: TestBeekeeper) {
  const { data } = await ProductionTallyEntity.query
    .productionTally({ userId: who.userId })
    .go({ pages: 'all', consistent: true });
  const items: Record<string, Record<string, number>> = {};
  for (const { year, scope, subject, ...fields } of data) {
    const { userId, ...counts } = fields;
    expect(userId).toBe(who.userId);
    const nonZero = Object.fromEntries(Object.entries(counts).filter(([, value]) => value !== 0));
    if (Object.keys(nonZero).length > 0) items[`${year}/${scope}/${subject}`] = nonZero as Record<string, number>;
  }
  return Object.fromEntries(Object.entries(items).sort(([first], [second]) => first.localeCompare(second)));
}

async function expectTalliesRebuilt(who: TestBeekeeper) {
  const { data } = await ProductionEntity.query.productionOfUser({ userId: who.userId }).go({ pages: 'all' });
  expect(await storedTallies(who)).toEqual(rebuiltTallies(data));
}

describe('production records', () => {
  it('are Pro only: a free beekeeper gets 402 on every route and nothing is written', async () => {
    const free = beekeeper();
    await setSubscription(free, 'free', 'active');
    const [hive] = (await hivesOf(free, ['Golden Comb'])) as [Hive];
    const answers = await Promise.all([
      free.request('createProduction', { body: harvest(hive.id, 10, 'lbs', '2026-07-01') }),
      list(free),
      free.request('getProductionSummary'),
      free.requestFor('updateProduction', ulid(), { body: harvest(hive.id, 10, 'lbs', '2026-07-01') }),
      free.requestFor('deleteProduction', ulid()),
    ]);
    for (const answer of answers) {
      expect(answer).toMatchObject({ statusCode: 402, body: { message: API_ERRORS.proRequired, code: 'proRequired' } });
    }
    expect(API_ERRORS.proRequired).toContain('Pro subscription required');
    expect(await storedTallies(free)).toEqual({});
  });

  it("stay a lapsed beekeeper's to read and delete, but adding and editing them is Pro again (402)", async () => {
    const lapsed = await proBeekeeper();
    const [hive] = (await hivesOf(lapsed, ['Golden Comb'])) as [Hive];
    const kept = await record(lapsed, harvest(hive.id, 10, 'lbs', '2026-07-01'));
    const dropped = await record(lapsed, harvest(hive.id, 4, 'lbs', '2026-08-01'));
    await setSubscription(lapsed, 'free', 'canceled');

    const refused = await Promise.all([
      lapsed.request('createProduction', { body: harvest(hive.id, 1, 'lbs', '2026-09-01') }),
      lapsed.requestFor('updateProduction', kept.id, { body: harvest(hive.id, 99, 'lbs', '2026-07-01') }),
    ]);
    for (const answer of refused) {
      expect(answer).toMatchObject({ statusCode: 402, body: { message: API_ERRORS.proRequired, code: 'proRequired' } });
    }
    expect((await lapsed.requestFor('deleteProduction', dropped.id)).statusCode).toBe(204);
    const listed = await list(lapsed);
    expect(listed.statusCode).toBe(200);
    expect(listed.body.map(({ id, quantity }) => ({ id, quantity }))).toEqual([{ id: kept.id, quantity: 10 }]);
    expect((await summary(lapsed, '2026')).honey).toEqual({ lbs: 10, jars: 0 });
    await expectTalliesRebuilt(lapsed);
  });

  it("answer 400 with the spec's messages and write nothing, and 404 for another beekeeper's hive or record", async () => {
    const ann = await proBeekeeper();
    const bob = await proBeekeeper();
    const [hive] = (await hivesOf(ann, ['Golden Comb'])) as [Hive];
    const invalid = await ann.request('createProduction', {
      body: { hiveId: '', productType: '', quantity: 0, unit: '', harvestDate: '' },
    });
    expect(invalid).toMatchObject({
      statusCode: 400,
      body: {
        errors: {
          hiveId: [VALIDATION.hiveRequired],
          productType: [VALIDATION.productTypeRequired],
          unit: [VALIDATION.unitRequired],
          harvestDate: [VALIDATION.harvestDateRequired],
        },
      },
    });
    // The shared contract accepts 0 (`production.test.ts`); below it is refused.
    for (const quantity of [-0.1, -2]) {
      const notPositive = await ann.request('createProduction', {
        body: harvest(hive.id, quantity, 'lbs', '2026-07-01'),
      });
      expect(notPositive).toMatchObject({
        statusCode: 400,
        body: { errors: { quantity: [VALIDATION.quantityPositive] } },
      });
    }
    expect((await list(ann)).body).toEqual([]);

    const annsHarvest = await record(ann, harvest(hive.id, 30, 'lbs', '2026-07-01'));
    const foreignHive = await bob.request('createProduction', { body: harvest(hive.id, 5, 'lbs', '2026-07-01') });
    expect(foreignHive).toMatchObject({
      statusCode: 404,
      body: { message: API_ERRORS.hiveNotFound, code: 'hiveNotFound' },
    });
    const [bobsHive] = (await hivesOf(bob, ['Bob 1'])) as [Hive];
    const foreignEdit = await bob.requestFor('updateProduction', annsHarvest.id, {
      body: harvest(bobsHive.id, 1, 'lbs', '2026-07-01'),
    });
    expect(foreignEdit).toMatchObject({
      statusCode: 404,
      body: { message: API_ERRORS.productionNotFound, code: 'productionNotFound' },
    });
    const movedToForeign = await ann.requestFor('updateProduction', annsHarvest.id, {
      body: harvest(bobsHive.id, 1, 'lbs', '2026-07-01'),
    });
    expect(movedToForeign).toMatchObject({
      statusCode: 404,
      body: { message: API_ERRORS.hiveNotFound, code: 'hiveNotFound' },
    });
    expect(await bob.requestFor('deleteProduction', annsHarvest.id)).toMatchObject({ statusCode: 404 });
    expect(await list(bob, { hiveId: hive.id })).toMatchObject({ statusCode: 404 });
    const invalidEdit = await ann.requestFor('updateProduction', annsHarvest.id, {
      body: { ...harvest(hive.id, -1, 'lbs', '2026-07-01') },
    });
    expect(invalidEdit.statusCode).toBe(400);
    expect((await list(ann)).body).toEqual([annsHarvest]);
    await expectTalliesRebuilt(ann);
  });

  it('list newest harvest first, a page at a time by cursor, all or one hive', async () => {
    const ann = await proBeekeeper();
    const [first, second] = (await hivesOf(ann, ['Golden Comb', 'Buttercup'])) as [Hive, Hive];
    const dates = ['2026-06-01', '2026-07-15', '2026-08-20', '2025-08-10', '2026-07-15'];
    const created = [];
    for (const [index, date] of dates.entries()) {
      created.push(await record(ann, harvest(index % 2 === 0 ? first.id : second.id, index + 1, 'lbs', date)));
    }
    const newestFirst = [...created].sort(
      (a, b) => b.harvestDate.localeCompare(a.harvestDate) || b.id.localeCompare(a.id),
    );
    const sent = recordSentCommands();
    const page1 = await list(ann, { limit: '2' });
    expect(sent.splice(0)).toEqual(['GetItemCommand', 'QueryCommand on gsi2', 'BatchGetItemCommand']);
    const page2 = await list(ann, { limit: '2', cursor: page1.headers[NEXT_CURSOR_HEADER] ?? '' });
    const page3 = await list(ann, { limit: '2', cursor: page2.headers[NEXT_CURSOR_HEADER] ?? '' });
    expect(page3.headers[NEXT_CURSOR_HEADER]).toBeUndefined();
    expect([...page1.body, ...page2.body, ...page3.body]).toEqual(newestFirst);
    expect(page1.body[0]).toMatchObject({ hiveName: 'Golden Comb', harvestDate: '2026-08-20' });

    sent.splice(0);
    const ofSecond = await list(ann, { hiveId: second.id });
    expect(sent.splice(0)).toEqual(['GetItemCommand', 'GetItemCommand', 'QueryCommand on gsi1']);
    expect(ofSecond.body).toEqual(newestFirst.filter(({ hiveId }) => hiveId === second.id));
    expect(await list(ann, { cursor: 'nonsense' })).toMatchObject({
      statusCode: 400,
      body: { message: VALIDATION.invalidCursor, code: 'invalidCursor' },
    });
  });

  it('sum into the summary: lbs, kg and oz in lbs, jars apart, by product, hive, apiary and month against last year', async () => {
    const ann = await proBeekeeper();
    const home = await apiaryOf(ann, 'Home yard');
    const heath = await apiaryOf(ann, 'Heath');
    const [golden] = (await hivesOf(ann, ['Golden Comb'], home)) as [Hive];
    const [buttercup, lavender] = (await hivesOf(ann, ['Buttercup', 'Lavender'], heath)) as [Hive, Hive];
    await record(ann, harvest(golden.id, 40, 'lbs', '2026-06-10'));
    await record(ann, harvest(buttercup.id, 10, 'kg', '2026-07-02'));
    await record(ann, harvest(buttercup.id, 32, 'oz', '2026-07-20'));
    await record(ann, harvest(lavender.id, 24, 'jars', '2026-08-01'));
    await record(ann, { ...harvest(golden.id, 1.5, 'lbs', '2026-08-05'), productType: 'wax' });
    await record(ann, harvest(golden.id, 25, 'lbs', '2025-07-04'));

    const sent = recordSentCommands();
    const answer = await summary(ann, '2026');
    // The Pro check, the year's tallies, last year's months, the hive tallies, the oldest harvest (the first year
    // offered), and the hive and apiary names.
    expect(sent.toSorted()).toEqual(
      [
        'GetItemCommand',
        'QueryCommand',
        'QueryCommand',
        'QueryCommand on gsi2',
        'BatchGetItemCommand',
        'BatchGetItemCommand',
        'BatchGetItemCommand',
      ].toSorted(),
    );
    // 40 lb + 10 kg (22.05 lb) + 32 oz (2 lb); the 24 jars apart. 64.05 / 3 = 21.35, rounded half up.
    expect(answer.honey).toEqual({ lbs: 64.05, jars: 24 });
    expect(answer.firstYear).toBe(2025);
    expect(answer.activeHives).toBe(3);
    expect(answer.honeyPerActiveHiveLbs).toBe(21.4);
    expect(answer.byProduct).toEqual([
      { productType: 'honey', lbs: 64.05, jars: 24 },
      { productType: 'wax', lbs: 1.5, jars: 0 },
    ]);
    // Hives and apiaries count honey, the wax apart, so their rows add up to the year's honey.
    const noOther = { lbs: 0, jars: 0 };
    expect(answer.byHive).toEqual([
      { hiveId: golden.id, hiveName: 'Golden Comb', lbs: 40, jars: 0, otherProducts: { lbs: 1.5, jars: 0 } },
      { hiveId: buttercup.id, hiveName: 'Buttercup', lbs: 24.05, jars: 0, otherProducts: noOther },
      { hiveId: lavender.id, hiveName: 'Lavender', lbs: 0, jars: 24, otherProducts: noOther },
    ]);
    expect(answer.byApiary).toEqual([
      { apiaryId: home.id, apiaryName: 'Home yard', lbs: 40, jars: 0, otherProducts: { lbs: 1.5, jars: 0 } },
      { apiaryId: heath.id, apiaryName: 'Heath', lbs: 24.05, jars: 24, otherProducts: noOther },
    ]);
    for (const rows of [answer.byHive, answer.byApiary]) {
      expect(rows.reduce((sum, row) => sum + row.lbs, 0)).toBeCloseTo(answer.honey.lbs, 2);
      expect(rows.reduce((sum, row) => sum + row.jars, 0)).toBe(answer.honey.jars);
    }
    expect(answer.honeyByMonth).toHaveLength(12);
    expect(answer.honeyByMonth[6]).toEqual({
      month: '2026-07',
      lbs: 24.05,
      jars: 0,
      lastYearLbs: 25,
      lastYearJars: 0,
    });
    expect(answer.honeyByMonth[5]).toMatchObject({ month: '2026-06', lbs: 40, lastYearLbs: 0 });
    expect((await summary(ann, '2025')).honey).toEqual({ lbs: 25, jars: 0 });
    await expectTalliesRebuilt(ann);
  });

  it('keep the tallies equal to a rebuild from the records after edits across hives, units and months, deletes and concurrent writes', async () => {
    const ann = await proBeekeeper();
    const home = await apiaryOf(ann, 'Home yard');
    const heath = await apiaryOf(ann, 'Heath');
    const [golden] = (await hivesOf(ann, ['Golden Comb'], home)) as [Hive];
    const [buttercup] = (await hivesOf(ann, ['Buttercup'], heath)) as [Hive];
    const first = await record(ann, harvest(golden.id, 12.3, 'kg', '2026-06-30'));
    const second = await record(ann, harvest(golden.id, 5, 'jars', '2026-07-01'));
    await expectTalliesRebuilt(ann);

    // Quantity, unit, hive (and so apiary), date across months and years, product.
    const edits: ProductionInput[] = [
      harvest(golden.id, 20.7, 'kg', '2026-06-30'),
      harvest(golden.id, 20.7, 'oz', '2026-06-30'),
      harvest(buttercup.id, 20.7, 'oz', '2026-06-30'),
      harvest(buttercup.id, 20.7, 'oz', '2026-09-01'),
      harvest(buttercup.id, 3, 'jars', '2025-12-31'),
      { ...harvest(golden.id, 2.2, 'lbs', '2026-05-05'), productType: 'propolis' },
    ];
    for (const body of edits) {
      const answer = await ann.requestFor<ProductionRecord>('updateProduction', first.id, { body });
      expect(answer.statusCode).toBe(200);
      await expectTalliesRebuilt(ann);
    }
    const moved = await HiveEntity.get({ userId: ann.userId, hiveId: golden.id }).go();
    expect(moved.data?.productionCount).toBe(2);

    // Concurrent creates, edits of one record and deletes: every tally still equals the rebuild.
    const created = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        record(
          ann,
          harvest(index % 2 ? golden.id : buttercup.id, index + 0.1, index % 3 ? 'lbs' : 'kg', `2026-0${index + 1}-15`),
        ),
      ),
    );
    const concurrent = await Promise.all([
      ...created.slice(0, 4).map(({ id }) => ann.requestFor('deleteProduction', id)),
      ...[1, 2, 3].map((quantity) =>
        ann.requestFor('updateProduction', second.id, {
          body: harvest(buttercup.id, quantity, 'kg', '2026-08-0' + quantity),
        }),
      ),
      ann.requestFor('updateProduction', created[5]?.id ?? '', { body: harvest(golden.id, 9, 'oz', '2025-03-03') }),
      ann.requestFor('deleteProduction', created[5]?.id ?? ''),
    ]);
    for (const answer of concurrent) expect([200, 204, 404]).toContain(answer.statusCode);
    await expectTalliesRebuilt(ann);

    for (const { id } of (await list(ann, { limit: '100' })).body) {
      expect((await ann.requestFor('deleteProduction', id)).statusCode).toBe(204);
    }
    expect(await storedTallies(ann)).toEqual({});
    expect((await summary(ann, '2026')).byHive).toEqual([]);
  });

  it("go with their hive, taking their share off the beekeeper's totals", async () => {
    const ann = await proBeekeeper();
    const [golden, buttercup] = (await hivesOf(ann, ['Golden Comb', 'Buttercup'])) as [Hive, Hive];
    await record(ann, harvest(golden.id, 40, 'lbs', '2025-07-01'));
    await record(ann, harvest(golden.id, 10, 'kg', '2026-07-01'));
    await record(ann, harvest(golden.id, 12, 'jars', '2026-08-01'));
    await record(ann, harvest(buttercup.id, 30, 'lbs', '2026-07-09'));
    expect((await ann.requestFor('deleteHive', golden.id)).statusCode).toBe(204);
    const { data: left } = await ProductionEntity.query.productionOfUser({ userId: ann.userId }).go();
    expect(left.map(({ hiveId }) => hiveId)).toEqual([buttercup.id]);
    await expectTalliesRebuilt(ann);
    const stored = await ProductionTallyEntity.query.productionTally({ userId: ann.userId }).go({ pages: 'all' });
    expect(stored.data.filter(({ subject }) => subject === golden.id)).toEqual([]);
    expect((await summary(ann, '2026')).honey).toEqual({ lbs: 30, jars: 0 });
  });

  it('cost the same few requests for 2,100 harvests: the summary reads tallies, never the records', async () => {
    const ann = await proBeekeeper();
    const hives = await hivesOf(ann, ['Golden Comb', 'Buttercup', 'Lavender', 'Clover', 'Heather']);
    const units = ['lbs', 'kg', 'oz', 'jars'] as const;
    const harvests = Array.from({ length: 2_100 }, (_, index) => {
      const hive = hives[index % hives.length] as Hive;
      const createdAt = new Date().toISOString();
      return {
        userId: ann.userId,
        productionId: ulid(),
        hiveId: hive.id,
        apiaryId: hive.apiaryId,
        productType: PRODUCT_TYPES[index % 7 === 0 ? 1 : 0] ?? 'honey',
        quantity: (index % 50) + 0.5,
        unit: units[index % units.length] ?? 'lbs',
        harvestDate: `${2025 + (index % 2)}-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 28) + 1).padStart(2, '0')}`,
        createdAt,
        updatedAt: createdAt,
      };
    });
    // Written straight into the table (as `commercial-account.ts` does), with the tallies the writes would keep.
    await ProductionEntity.put(harvests).go({ concurrent: 8 });
    const tallies = Object.entries(rebuiltTallies(harvests)).map(([key, counts]) => {
      const [year = '', scope = 'month', subject = ''] = key.split('/');
      return { userId: ann.userId, year, scope: scope as 'month', subject, ...counts };
    });
    await ProductionTallyEntity.put(tallies).go({ concurrent: 8 });
    for (const hive of hives) {
      const count = harvests.filter(({ hiveId }) => hiveId === hive.id).length;
      await HiveEntity.patch({ userId: ann.userId, hiveId: hive.id }).set({ productionCount: count }).go();
    }

    const sent = recordSentCommands();
    const answer = await summary(ann, '2026');
    expect(sent).toHaveLength(7);
    expect(sent.filter((command) => command.startsWith('Scan'))).toEqual([]);
    const thisYear = harvests.filter(
      ({ harvestDate, productType, unit }) =>
        harvestDate.startsWith('2026') && productType === 'honey' && isWeightUnit(unit),
    );
    const expectedLbs = thisYear.reduce(
      (sum, { quantity, unit }) => sum + Math.round(convertWeight(quantity, unit as 'kg', 'lbs') * 100),
      0,
    );
    expect(Math.round(answer.honey.lbs * 100)).toBe(expectedLbs);
    expect(answer.byHive).toHaveLength(5);

    sent.splice(0);
    const page = await list(ann, { limit: '100' });
    expect(page.body).toHaveLength(100);
    expect(sent).toEqual(['GetItemCommand', 'QueryCommand on gsi2', 'BatchGetItemCommand']);
    sent.splice(0);
    // 420 harvests of one hive: deleted in one request of bounded transactions, the tallies rebuilt exactly.
    expect((await ann.requestFor('deleteHive', hives[0]?.id ?? '')).statusCode).toBe(204);
    expect(sent.filter((command) => command === 'TransactWriteItemsCommand').length).toBeLessThanOrEqual(12);
    await expectTalliesRebuilt(ann);
  }, 120_000);
});
