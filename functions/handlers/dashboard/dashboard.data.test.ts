import { ulid } from 'ulid';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { convertWeight, isWeightUnit } from '../../../shared/rules/units';
import type { Apiary } from '../../../shared/schemas/apiary';
import { dashboardMetricsSchema, type DashboardMetrics } from '../../../shared/schemas/dashboard';
import type { FinancialRecord, FinancialRecordInput } from '../../../shared/schemas/finance';
import type { Hive, HiveInput } from '../../../shared/schemas/hive';
import type { Inspection } from '../../../shared/schemas/inspection';
import { PRODUCTION_UNITS, type ProductionInput, type ProductionRecord } from '../../../shared/schemas/production';
import { FinanceEntity, UNALLOCATED_LINK } from '../../lib/data/entities/finance';
import { FinanceTallyEntity } from '../../lib/data/entities/finance-tally';
import { HiveEntity } from '../../lib/data/entities/hive';
import { ProductionEntity } from '../../lib/data/entities/production';
import { ProductionTallyEntity } from '../../lib/data/entities/production-tally';
import { beekeeper, setSubscription, type TestBeekeeper } from '../../test-support/api';
import { recountDashboardMetrics } from '../../test-support/dashboard-recount';
import { recordSentCommands } from '../../test-support/sent-commands';

async function proBeekeeper() {
  const who = beekeeper();
  await setSubscription(who, 'pro', 'active');
  return who;
}

async function apiaryOf(who: TestBeekeeper, name = 'Home yard'): Promise<Apiary> {
  const answer = await who.request<Apiary>('createApiary', { body: { name, location: 'Barn' } });
  expect(answer.statusCode).toBe(201);
  return answer.body;
}

async function createHive(who: TestBeekeeper, body: HiveInput): Promise<Hive> {
  const answer = await who.request<Hive>('createHive', { body });
  expect(answer.statusCode).toBe(201);
  return answer.body;
}

function updateHive(who: TestBeekeeper, hive: Hive, change: Partial<HiveInput>) {
  const { name, apiaryId, status } = hive;
  return who.requestFor<Hive>('updateHive', hive.id, { body: { name, apiaryId, status, ...change } });
}

/** Scores of 4-5 make Excellent, 3 Good, 2 Fair, 1 Poor (the spec's mean of four). */
async function record(who: TestBeekeeper, hiveId: string, inspectionDate: string, score: number) {
  const scores = { broodPattern: score, temperament: score, population: score, foodStores: score };
  const answer = await who.request<Inspection>('createInspection', { body: { hiveId, inspectionDate, ...scores } });
  expect(answer.statusCode).toBe(201);
  return answer.body;
}

async function metrics(who: TestBeekeeper): Promise<DashboardMetrics> {
  const answer = await who.request<DashboardMetrics>('getDashboardMetrics');
  expect(answer.statusCode).toBe(200);
  return dashboardMetricsSchema.strict().parse(answer.body);
}

/** The answer equals a full recount of the hives, harvests and transactions; `healthScoreChange` is checked apart. */
async function expectRecount(who: TestBeekeeper, healthScoreChange: number | null = null, pro = true) {
  const answer = await metrics(who);
  expect(answer).toEqual({ ...(await recountDashboardMetrics(who.userId, { pro })), healthScoreChange });
  return answer;
}

async function harvest(who: TestBeekeeper, body: ProductionInput): Promise<ProductionRecord> {
  const answer = await who.request<ProductionRecord>('createProduction', { body });
  expect(answer.statusCode).toBe(201);
  return answer.body;
}

async function transaction(who: TestBeekeeper, body: FinancialRecordInput): Promise<FinancialRecord> {
  const answer = await who.request<FinancialRecord>('createFinance', { body });
  expect(answer.statusCode).toBe(201);
  return answer.body;
}

const income = (amount: string, transactionDate: string): FinancialRecordInput => ({
  type: 'income',
  category: 'honey_sales',
  amount,
  description: 'Farmers market',
  transactionDate,
});

const expense = (amount: string, transactionDate: string): FinancialRecordInput => ({
  type: 'expense',
  category: 'equipment',
  amount,
  description: 'Supers',
  transactionDate,
});

/** The twelve months of the Honey Production Trend for a clock in May 2026, each with its lbs. */
function trendFromJune2025(lbsByMonth: Record<string, number>) {
  return Array.from({ length: 12 }, (_, index) => {
    const month = new Date(Date.UTC(2025, 5 + index, 1)).toISOString().slice(0, 7);
    return { month, lbs: lbsByMonth[month] ?? 0 };
  });
}

describe('dashboard metrics', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('start empty for a new beekeeper, the Pro figures null for a free one and zero for a Pro one', async () => {
    const empty = {
      totalHives: 0,
      hivesAddedThisMonth: 0,
      healthScore: null,
      healthScoreChange: null,
      hivesByHealth: { Excellent: 0, Good: 0, Fair: 0, Poor: 0, 'Not inspected': 0 },
    };
    expect(await metrics(beekeeper())).toEqual({
      ...empty,
      honeyProduced: null,
      honeyProducedChange: null,
      profit: null,
      profitChange: null,
      honeyByMonth: null,
    });
    const pro = await metrics(await proBeekeeper());
    expect(pro).toMatchObject({ ...empty, honeyProduced: 0, honeyProducedChange: 0, profit: 0, profitChange: 0 });
    expect(pro.honeyByMonth).toHaveLength(12);
    expect(pro.honeyByMonth?.every(({ lbs }) => lbs === 0)).toBe(true);
    // An admin has Pro access whatever the stored plan.
    expect(await metrics(beekeeper({ groups: ['admins'] }))).toMatchObject({ honeyProduced: 0, profit: 0 });
  });

  it('honey and profit equal a recount of the records through creates, edits and deletes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-05-20T09:00:00Z'));
    const ann = await proBeekeeper();
    const apiary = await apiaryOf(ann);
    const hive = await createHive(ann, { name: 'Golden Comb', apiaryId: apiary.id });
    const honey = (quantity: number, unit: ProductionInput['unit'], harvestDate: string): ProductionInput => ({
      hiveId: hive.id,
      productType: 'honey',
      quantity,
      unit,
      harvestDate,
    });

    const spring = await harvest(ann, honey(40, 'lbs', '2026-04-10'));
    const metric = await harvest(ann, honey(10, 'kg', '2026-05-02'));
    await harvest(ann, honey(24, 'jars', '2026-05-03'));
    await harvest(ann, { ...honey(3, 'lbs', '2026-05-04'), productType: 'wax' });
    // Last year: through May counts in the change, the summer only in the year and the trend.
    await harvest(ann, honey(16, 'oz', '2025-05-30'));
    const summer = await harvest(ann, honey(50, 'lbs', '2025-07-15'));
    await harvest(ann, honey(5, 'lbs', '2025-05-01'));
    const sale = await transaction(ann, income('120.50', '2026-05-01'));
    await transaction(ann, expense('20.25', '2026-02-01'));
    await transaction(ann, income('80', '2025-03-01'));
    await transaction(ann, income('300', '2025-09-01'));
    const kg = convertWeight(10, 'kg', 'lbs');
    expect(await expectRecount(ann)).toMatchObject({
      honeyProduced: Math.round((40 + kg) * 100) / 100,
      honeyProducedChange: Math.round((40 + kg - 1 - 5) * 100) / 100,
      profit: 100.25,
      profitChange: 20.25,
      honeyByMonth: trendFromJune2025({ '2025-07': 50, '2026-04': 40, '2026-05': Math.round(kg * 100) / 100 }),
    });

    // A harvest moved to last year, another changed to oz, a sale turned into an expense.
    const moved = await ann.requestFor('updateProduction', spring.id, { body: honey(40, 'lbs', '2025-04-10') });
    expect(moved.statusCode).toBe(200);
    const ounces = await ann.requestFor('updateProduction', metric.id, { body: honey(32, 'oz', '2026-03-02') });
    expect(ounces.statusCode).toBe(200);
    const turned = await ann.requestFor('updateFinance', sale.id, { body: expense('120.50', '2026-05-01') });
    expect(turned.statusCode).toBe(200);
    expect(await expectRecount(ann)).toMatchObject({
      honeyProduced: 2,
      honeyProducedChange: 2 - 46,
      profit: -140.75,
      profitChange: -140.75 - 80,
      honeyByMonth: trendFromJune2025({ '2025-07': 50, '2026-03': 2 }),
    });

    // A harvest moved into this year, last year's summer deleted.
    const intoThisYear = await ann.requestFor('updateProduction', summer.id, { body: honey(50, 'lbs', '2026-01-15') });
    expect(intoThisYear.statusCode).toBe(200);
    expect((await ann.requestFor('deleteFinance', sale.id)).statusCode).toBe(204);
    expect((await ann.requestFor('deleteProduction', metric.id)).statusCode).toBe(204);
    expect(await expectRecount(ann)).toMatchObject({ honeyProduced: 50, profit: -20.25, profitChange: -20.25 - 80 });

    // A beekeeper whose Pro subscription ended keeps the records but sees no Pro figures.
    await setSubscription(ann, 'pro', 'canceled');
    expect(await expectRecount(ann, null, false)).toMatchObject({ honeyProduced: null, honeyByMonth: null });
  }, 60_000);

  it('cost the same four requests with 2,400 harvests and transactions as for a new Pro beekeeper', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-08-10T09:00:00Z'));
    const fresh = await proBeekeeper();
    const ann = await proBeekeeper();
    const apiary = await apiaryOf(ann);
    const hive = await createHive(ann, { name: 'Golden Comb', apiaryId: apiary.id });
    const now = new Date().toISOString();
    const dateOf = (index: number) =>
      `${2025 + (index % 2)}-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 28) + 1).padStart(2, '0')}`;
    const harvests = Array.from({ length: 1_200 }, (_, index) => ({
      userId: ann.userId,
      productionId: ulid(),
      hiveId: hive.id,
      apiaryId: apiary.id,
      productType: index % 9 === 0 ? ('pollen' as const) : ('honey' as const),
      quantity: (index % 40) + 0.5,
      unit: PRODUCTION_UNITS[index % PRODUCTION_UNITS.length] ?? 'lbs',
      harvestDate: dateOf(index),
      createdAt: now,
      updatedAt: now,
    }));
    const transactions = Array.from({ length: 1_200 }, (_, index) => ({
      userId: ann.userId,
      financeId: ulid(),
      type: index % 3 === 0 ? ('expense' as const) : ('income' as const),
      category: index % 3 === 0 ? ('feed' as const) : ('honey_sales' as const),
      amountCents: 100 + index,
      description: 'Bench',
      transactionDate: dateOf(index + 5),
      linkId: UNALLOCATED_LINK,
      createdAt: now,
      updatedAt: now,
    }));
    // Written straight into the table (recording 2,400 through the API takes minutes), with the month tallies the
    // writes would keep: the dashboard reads no others.
    await ProductionEntity.put(harvests).go({ concurrent: 8 });
    await FinanceEntity.put(transactions).go({ concurrent: 8 });
    await HiveEntity.patch({ userId: ann.userId, hiveId: hive.id }).set({ productionCount: harvests.length }).go();
    const honeyMonths = new Map<string, number>();
    for (const { productType, quantity, unit, harvestDate } of harvests) {
      if (productType !== 'honey' || !isWeightUnit(unit)) continue;
      const month = harvestDate.slice(0, 7);
      honeyMonths.set(month, (honeyMonths.get(month) ?? 0) + Math.round(convertWeight(quantity, unit, 'lbs') * 100));
    }
    await ProductionTallyEntity.put(
      [...honeyMonths].map(([month, honeyLbHundredths]) => ({
        userId: ann.userId,
        year: month.slice(0, 4),
        scope: 'month' as const,
        subject: month,
        honeyLbHundredths,
        records: 1,
      })),
    ).go();
    const financeMonths = new Map<string, { incomeCents: number; expenseCents: number }>();
    for (const { type, amountCents, transactionDate } of transactions) {
      const month = transactionDate.slice(0, 7);
      const sums = financeMonths.get(month) ?? { incomeCents: 0, expenseCents: 0 };
      sums[type === 'income' ? 'incomeCents' : 'expenseCents'] += amountCents;
      financeMonths.set(month, sums);
    }
    await FinanceTallyEntity.put(
      [...financeMonths].map(([month, sums]) => ({
        userId: ann.userId,
        year: month.slice(0, 4),
        bucket: `month#${month.slice(5)}`,
        ...sums,
        records: 1,
      })),
    ).go();

    const sent = recordSentCommands();
    await metrics(fresh);
    const freshCommands = sent.splice(0).sort();
    const answer = await expectRecount(ann);
    expect(sent.splice(0, freshCommands.length).sort()).toEqual(freshCommands);
    expect(freshCommands).toEqual([
      'BatchGetItemCommand',
      'BatchGetItemCommand',
      'BatchGetItemCommand',
      'GetItemCommand',
    ]);
    expect(answer.honeyProduced).toBeGreaterThan(0);
    expect(answer.profit).not.toBe(0);
  }, 120_000);

  it('equal a full recount through record, edit, delete latest, status changes, a move and a hive delete', async () => {
    const ann = await proBeekeeper();
    const home = await apiaryOf(ann);
    const orchard = await apiaryOf(ann, 'Orchard');
    const first = await createHive(ann, { name: 'First', apiaryId: home.id });
    const second = await createHive(ann, { name: 'Second', apiaryId: home.id });
    const resting = await createHive(ann, { name: 'Resting', apiaryId: home.id, status: 'inactive' });
    expect(await expectRecount(ann)).toMatchObject({
      totalHives: 2,
      hivesAddedThisMonth: 2,
      healthScore: null,
      hivesByHealth: { 'Not inspected': 2 },
    });

    const firstLatest = await record(ann, first.id, '2026-05-02', 5);
    const secondLatest = await record(ann, second.id, '2026-05-02', 2);
    await record(ann, second.id, '2026-05-01', 3);
    expect(await expectRecount(ann)).toMatchObject({ healthScore: 50, hivesByHealth: { Excellent: 1, Fair: 1 } });
    // An older inspection leaves the label, and the tallies, as they were.
    await record(ann, first.id, '2026-04-01', 1);
    expect(await expectRecount(ann)).toMatchObject({ healthScore: 50 });

    const edited = await ann.requestFor('updateInspection', firstLatest.id, {
      body: {
        hiveId: first.id,
        inspectionDate: '2026-05-02',
        broodPattern: 1,
        temperament: 1,
        population: 1,
        foodStores: 1,
      },
    });
    expect(edited.statusCode).toBe(200);
    expect(await expectRecount(ann)).toMatchObject({ healthScore: 0, hivesByHealth: { Poor: 1, Fair: 1 } });

    // Deleting the latest makes the previous one (Good) current.
    expect((await ann.requestFor('deleteInspection', secondLatest.id)).statusCode).toBe(204);
    expect(await expectRecount(ann)).toMatchObject({ healthScore: 50, hivesByHealth: { Poor: 1, Good: 1 } });

    expect((await updateHive(ann, first, { status: 'dead' })).statusCode).toBe(200);
    expect(await expectRecount(ann)).toMatchObject({ totalHives: 1, hivesAddedThisMonth: 1, healthScore: 100 });
    expect((await updateHive(ann, first, { status: 'active' })).statusCode).toBe(200);
    expect(await expectRecount(ann)).toMatchObject({ totalHives: 2, healthScore: 50 });

    // An inactive hive's inspections change nothing until it is active again.
    await record(ann, resting.id, '2026-05-03', 4);
    expect(await expectRecount(ann)).toMatchObject({ totalHives: 2 });
    expect((await updateHive(ann, resting, { status: 'active' })).statusCode).toBe(200);
    expect(await expectRecount(ann)).toMatchObject({ totalHives: 3, healthScore: 67 });

    // A move and an edit of anything but the status change no count.
    expect((await updateHive(ann, second, { apiaryId: orchard.id, notes: 'Moved to the orchard' })).statusCode).toBe(
      200,
    );
    expect(await expectRecount(ann)).toMatchObject({ totalHives: 3, healthScore: 67 });

    expect((await ann.requestFor('deleteHive', first.id)).statusCode).toBe(204);
    expect(await expectRecount(ann)).toMatchObject({
      totalHives: 2,
      hivesAddedThisMonth: 2,
      healthScore: 100,
      hivesByHealth: { Excellent: 1, Good: 1, Poor: 0 },
    });
  }, 60_000);

  it('equal a full recount after concurrent inspections and status changes on different hives', async () => {
    const ann = await proBeekeeper();
    const apiary = await apiaryOf(ann);
    const hives = await Promise.all(
      Array.from({ length: 8 }, (_, index) => createHive(ann, { name: `Hive ${index + 1}`, apiaryId: apiary.id })),
    );
    expect(await expectRecount(ann)).toMatchObject({ totalHives: 8, hivesAddedThisMonth: 8 });

    await Promise.all(
      hives.flatMap((hive, index) => [
        record(ann, hive.id, '2026-06-01', (index % 5) + 1),
        record(ann, hive.id, '2026-06-02', ((index + 2) % 5) + 1),
      ]),
    );
    expect(await expectRecount(ann)).toMatchObject({ totalHives: 8 });

    // A status change racing an inspection of the same hive, beside inspections of others.
    const [deactivated, ...others] = hives as [Hive, ...Hive[]];
    const answers = await Promise.all([
      updateHive(ann, deactivated, { status: 'sold' }),
      record(ann, deactivated.id, '2026-06-03', 1),
      ...others.map((hive) => record(ann, hive.id, '2026-06-03', 3)),
    ]);
    expect(answers[0]).toMatchObject({ statusCode: 200 });
    expect(await expectRecount(ann)).toMatchObject({
      totalHives: 7,
      healthScore: 100,
      hivesByHealth: { Good: 7 },
    });
  }, 60_000);

  it("trend from the month's start: health score change and the hives added this month", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-10-20T09:00:00Z'));
    const ann = await proBeekeeper();
    const apiary = await apiaryOf(ann);
    const hives = [];
    for (const name of ['A', 'B', 'C', 'D']) hives.push(await createHive(ann, { name, apiaryId: apiary.id }));
    const [a, b, c, d] = hives as [Hive, Hive, Hive, Hive];
    for (const [hive, score] of [
      [a, 3],
      [b, 3],
      [c, 1],
      [d, 1],
    ] as const) {
      await record(ann, hive.id, '2026-10-20', score);
    }
    expect(await expectRecount(ann)).toMatchObject({ healthScore: 50, hivesAddedThisMonth: 4 });

    vi.setSystemTime(new Date('2026-11-02T09:00:00Z'));
    expect(await expectRecount(ann, 0)).toMatchObject({ healthScore: 50, hivesAddedThisMonth: 0 });
    await record(ann, c.id, '2026-11-02', 4);
    expect(await expectRecount(ann, 25)).toMatchObject({ healthScore: 75 });
    const added = await createHive(ann, { name: 'E', apiaryId: apiary.id });
    await record(ann, added.id, '2026-11-02', 1);
    expect(await expectRecount(ann, 10)).toMatchObject({ healthScore: 60, hivesAddedThisMonth: 1 });
    // Hives of last month leaving don't change this month's additions; this month's do.
    expect((await updateHive(ann, d, { status: 'combined' })).statusCode).toBe(200);
    expect((await ann.requestFor('deleteHive', added.id)).statusCode).toBe(204);
    expect(await expectRecount(ann, 50)).toMatchObject({ totalHives: 3, healthScore: 100, hivesAddedThisMonth: 0 });

    vi.setSystemTime(new Date('2026-12-01T00:00:01Z'));
    expect(await expectRecount(ann, 0)).toMatchObject({ healthScore: 100 });
  }, 60_000);
});
