import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Apiary } from '../../../shared/schemas/apiary';
import type { DashboardMetrics } from '../../../shared/schemas/dashboard';
import type { Hive, HiveInput } from '../../../shared/schemas/hive';
import type { Inspection } from '../../../shared/schemas/inspection';
import { beekeeper, setSubscription, type TestBeekeeper } from '../../test-support/api';
import { recountDashboardMetrics } from '../../test-support/dashboard-recount';

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
  return answer.body;
}

/** The answer equals a full recount of the hives; `healthScoreChange` is checked on its own. */
async function expectRecount(who: TestBeekeeper, healthScoreChange: number | null = null) {
  const answer = await metrics(who);
  expect(answer).toEqual({ ...(await recountDashboardMetrics(who.userId)), healthScoreChange });
  return answer;
}

describe('dashboard metrics', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('start empty for a new beekeeper', async () => {
    expect(await metrics(beekeeper())).toEqual({
      totalHives: 0,
      hivesAddedThisMonth: 0,
      healthScore: null,
      healthScoreChange: null,
      hivesByHealth: { Excellent: 0, Good: 0, Fair: 0, Poor: 0, 'Not inspected': 0 },
    });
  });

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
