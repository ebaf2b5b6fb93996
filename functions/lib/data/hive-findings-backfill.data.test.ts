/**
 * The one-off backfill of the hives' latest findings and last mite count, on hives inspected before HiveKeeper kept
 * them (simulated by removing both from the hive items).
 */
import { describe, expect, it, vi } from 'vitest';
import type { Apiary } from '../../../shared/schemas/apiary';
import type { Hive, HiveInput } from '../../../shared/schemas/hive';
import type { HiveWithLatestInspection } from '../../../shared/schemas/inspection';
import { beekeeper, type TestBeekeeper } from '../../test-support/api';
import { HiveEntity } from './entities/hive';
import { backfillAllHiveFindings, backfillHiveFindings } from './hive-findings-backfill';

// The backfill Scans its table: a table of this file's own keeps it to this file's beekeepers.
await vi.hoisted(async () =>
  (await import('../../test-support/own-table')).useOwnTable('hivekeeper-findings-backfill-test'),
);

async function hiveOf(who: TestBeekeeper, apiaryId: string, body: Omit<HiveInput, 'apiaryId'>): Promise<Hive> {
  return (await who.request<Hive>('createHive', { body: { ...body, apiaryId } })).body;
}

async function inspect(who: TestBeekeeper, hiveId: string, inspectionDate: string, fields: object = {}) {
  expect((await who.request('createInspection', { body: { hiveId, inspectionDate, ...fields } })).statusCode).toBe(201);
}

async function forget(who: TestBeekeeper, hiveId: string) {
  await HiveEntity.patch({ userId: who.userId, hiveId }).remove(['latestFindings', 'lastVarroaCheck']).go();
}

async function kept(who: TestBeekeeper, hiveId: string) {
  const { latestFindings, lastVarroaCheck } = (await who.requestFor<HiveWithLatestInspection>('getHive', hiveId)).body;
  return { latestFindings, lastVarroaCheck };
}

describe('the hive findings backfill', () => {
  it('gives hives inspected before it their latest findings and newest count, and nothing to do the second time', async () => {
    const ann = beekeeper();
    const apiary = (await ann.request<Apiary>('createApiary', { body: { name: 'Old yard', location: 'Lane' } })).body;
    const counted = await hiveOf(ann, apiary.id, { name: 'Counted' });
    await inspect(ann, counted.id, '2026-05-01', { varroaMethod: 'sugar_roll', varroaMites: 6 });
    await inspect(ann, counted.id, '2026-06-01', { foodStores: 2, queenSeen: true });
    const neverCounted = await hiveOf(ann, apiary.id, { name: 'Never counted' });
    await inspect(ann, neverCounted.id, '2026-06-02', { eggsPresent: true });
    const neverInspected = await hiveOf(ann, apiary.id, { name: 'Never inspected' });
    const expected = {
      counted: await kept(ann, counted.id),
      neverCounted: await kept(ann, neverCounted.id),
    };
    expect(expected.counted.lastVarroaCheck).toMatchObject({ inspectionDate: '2026-05-01', varroaMites: 6 });
    for (const { id } of [counted, neverCounted, neverInspected]) await forget(ann, id);
    expect(await kept(ann, counted.id)).toEqual({ latestFindings: null, lastVarroaCheck: null });

    const dryRun = await backfillAllHiveFindings({ dryRun: true });
    expect(dryRun.updated).toBeGreaterThanOrEqual(2);
    expect(await kept(ann, counted.id)).toEqual({ latestFindings: null, lastVarroaCheck: null });

    const counts = await backfillAllHiveFindings();
    expect(counts.hives).toBeGreaterThanOrEqual(counts.updated);
    expect(await kept(ann, counted.id)).toEqual(expected.counted);
    expect(await kept(ann, neverCounted.id)).toEqual(expected.neverCounted);
    expect(await kept(ann, neverInspected.id)).toEqual({ latestFindings: null, lastVarroaCheck: null });
    for (const { id } of [counted, neverCounted, neverInspected]) {
      expect(await backfillHiveFindings({ userId: ann.userId, hiveId: id })).toBe(false);
    }
  }, 90_000);
});
