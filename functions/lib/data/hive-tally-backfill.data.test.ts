/**
 * The one-off backfill of the dashboard's tallies, on beekeepers whose hives and inspections were recorded before
 * HiveKeeper kept them (simulated by deleting their tally items).
 */
import { describe, expect, it, vi } from 'vitest';
import type { Apiary } from '../../../shared/schemas/apiary';
import type { DashboardMetrics } from '../../../shared/schemas/dashboard';
import type { Hive } from '../../../shared/schemas/hive';
import type { CurrentUser } from '../../../shared/schemas/user';
import { beekeeper, setSubscription, type TestBeekeeper } from '../../test-support/api';
import { recountDashboardMetrics } from '../../test-support/dashboard-recount';
import { HiveTallyEntity } from './entities/hive-tally';
import { backfillHiveTallies, backfillUserTallies } from './hive-tally-backfill';
import { ALL_TIME, monthOf } from './hive-tallies';
import { yearOf } from './inspection-tallies';

// The backfill Scans its table: a table of this file's own keeps it to this file's beekeepers.
await vi.hoisted(async () =>
  (await import('../../test-support/own-table')).useOwnTable('hivekeeper-tally-backfill-test'),
);

/**
 * A Pro beekeeper with four hives (one inactive) and inspections of three this year, as stored before the tallies
 * existed.
 */
async function beekeeperBeforeTallies(): Promise<TestBeekeeper> {
  const who = beekeeper();
  await setSubscription(who, 'pro', 'active');
  const apiary = await who.request<Apiary>('createApiary', { body: { name: 'Old yard', location: 'Lane' } });
  const statuses = ['active', 'active', 'active', 'inactive'] as const;
  for (const [index, status] of statuses.entries()) {
    const hive = await who.request<Hive>('createHive', {
      body: { name: `Old ${index + 1}`, apiaryId: apiary.body.id, status },
    });
    if (index === 0) continue;
    const score = index + 1;
    const scores = { broodPattern: score, temperament: score, population: score, foodStores: score };
    await who.request('createInspection', {
      body: { hiveId: hive.body.id, inspectionDate: `${yearOf()}-01-01`, ...scores },
    });
  }
  await HiveTallyEntity.delete([
    { userId: who.userId, period: ALL_TIME },
    { userId: who.userId, period: monthOf() },
    { userId: who.userId, period: yearOf() },
  ]).go();
  return who;
}

async function metrics(who: TestBeekeeper) {
  return (await who.request<DashboardMetrics>('getDashboardMetrics')).body;
}

async function inspectionsThisYear(who: TestBeekeeper) {
  return (await who.request<CurrentUser>('getCurrentUser')).body.statistics.inspectionsThisYear;
}

describe('the tally backfill', () => {
  it('gives beekeepers recorded before the tallies their dashboard, and nothing to do the second time', async () => {
    const ann = await beekeeperBeforeTallies();
    const bob = await beekeeperBeforeTallies();
    expect(await metrics(ann)).toMatchObject({ totalHives: 0 });
    expect(await inspectionsThisYear(ann)).toBe(0);

    const dryRun = await backfillHiveTallies({ dryRun: true });
    expect(dryRun.corrected).toBeGreaterThanOrEqual(2);
    expect(await metrics(ann)).toMatchObject({ totalHives: 0 });

    const counts = await backfillHiveTallies();
    expect(counts.users).toBeGreaterThanOrEqual(counts.corrected);
    expect(counts.corrected).toBeGreaterThanOrEqual(2);
    for (const who of [ann, bob]) {
      // Counted as they were at the start of the month: no change this month, three hives added in it.
      expect(await metrics(who)).toEqual({ ...(await recountDashboardMetrics(who.userId)), healthScoreChange: 0 });
      expect(await metrics(who)).toMatchObject({ totalHives: 3, hivesAddedThisMonth: 3, healthScore: 50 });
      expect(await inspectionsThisYear(who)).toBe(3);
      expect(await backfillUserTallies(who.userId)).toBe(false);
    }
    // Two Scans of the table the whole data suite shares, with its commercial beekeeper's 21,000 items.
  }, 90_000);

  it('leaves a beekeeper whose tallies already match their hives untouched', async () => {
    const cat = beekeeper();
    const apiary = await cat.request<Apiary>('createApiary', { body: { name: 'Yard', location: 'Lane' } });
    await cat.request('createHive', { body: { name: 'New', apiaryId: apiary.body.id } });
    const before = await HiveTallyEntity.get({ userId: cat.userId, period: ALL_TIME }).go({ consistent: true });
    expect(await backfillUserTallies(cat.userId)).toBe(false);
    const after = await HiveTallyEntity.get({ userId: cat.userId, period: ALL_TIME }).go({ consistent: true });
    expect(after.data).toEqual(before.data);
  });
});
