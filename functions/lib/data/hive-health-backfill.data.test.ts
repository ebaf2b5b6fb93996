/**
 * The one-off relabelling of hives labelled before a mite count at the treatment threshold capped their health
 * (simulated by writing the old label back, with the dashboard's tallies moved as the old code moved them).
 */
import { describe, expect, it, vi } from 'vitest';
import type { Apiary } from '../../../shared/schemas/apiary';
import type { DashboardMetrics } from '../../../shared/schemas/dashboard';
import type { Hive } from '../../../shared/schemas/hive';
import { beekeeper, type TestBeekeeper } from '../../test-support/api';
import { HiveEntity } from './entities/hive';
import { backfillAllHiveHealth, backfillHiveHealth } from './hive-health-backfill';
import { tallyUpdates } from './hive-tallies';
import { writeTransaction } from './transactions';

// The backfill Scans its table: a table of this file's own keeps it to this file's beekeepers.
await vi.hoisted(async () =>
  (await import('../../test-support/own-table')).useOwnTable('hivekeeper-health-backfill-test'),
);

const STRONG = { broodPattern: 5, temperament: 5, population: 5, foodStores: 5 };

async function inspectedHive(who: TestBeekeeper, apiaryId: string, name: string, varroaMites: number): Promise<Hive> {
  const hive = (await who.request<Hive>('createHive', { body: { name, apiaryId } })).body;
  const body = { hiveId: hive.id, inspectionDate: '2026-07-10', ...STRONG, varroaMethod: 'alcohol_wash', varroaMites };
  expect((await who.request('createInspection', { body })).statusCode).toBe(201);
  return hive;
}

/** Writes back the label a hive had before the cap, moving the tallies as the old inspection write did. */
async function labelAsBeforeTheCap(who: TestBeekeeper, hiveId: string, healthStatus: string) {
  const { data: hive } = await HiveEntity.get({ userId: who.userId, hiveId }).go({ consistent: true });
  if (!hive) throw new Error('no hive');
  expect(
    await writeTransaction((entities) => ({
      hive: entities.hive.patch({ userId: who.userId, hiveId }).set({ healthStatus }).commit(),
      ...tallyUpdates(entities, who.userId, hive, { ...hive, healthStatus }),
    })),
  ).toBeNull();
}

async function labelOf(who: TestBeekeeper, hiveId: string) {
  return (await who.requestFor<Hive>('getHive', hiveId)).body.healthStatus;
}

async function hivesByHealth(who: TestBeekeeper) {
  return (await who.request<DashboardMetrics>('getDashboardMetrics')).body.hivesByHealth;
}

describe('the hive health backfill', () => {
  it('caps hives at the treatment threshold at Fair with the dashboard tallies, and leaves the rest alone', async () => {
    const ann = beekeeper();
    const apiary = (await ann.request<Apiary>('createApiary', { body: { name: 'Old yard', location: 'Lane' } })).body;
    // 30 in 300 bees is 10 per 100 in July, five times the threshold; 3 is 1 per 100, below it.
    const infested = await inspectedHive(ann, apiary.id, 'Infested', 30);
    const clean = await inspectedHive(ann, apiary.id, 'Clean', 3);
    expect(await labelOf(ann, infested.id)).toBe('Fair');
    expect(await labelOf(ann, clean.id)).toBe('Excellent');
    const capped = await hivesByHealth(ann);
    await labelAsBeforeTheCap(ann, infested.id, 'Excellent');
    expect(await hivesByHealth(ann)).toMatchObject({ Excellent: 2, Fair: 0 });

    expect((await backfillAllHiveHealth({ dryRun: true })).relabelled).toBeGreaterThanOrEqual(1);
    expect(await labelOf(ann, infested.id)).toBe('Excellent');

    const counts = await backfillAllHiveHealth();
    expect(counts.hives).toBeGreaterThanOrEqual(counts.relabelled);
    expect(await labelOf(ann, infested.id)).toBe('Fair');
    expect(await labelOf(ann, clean.id)).toBe('Excellent');
    expect(await hivesByHealth(ann)).toEqual(capped);
    for (const { id } of [infested, clean]) {
      expect(await backfillHiveHealth({ userId: ann.userId, hiveId: id })).toBe(false);
    }
  }, 90_000);
});
