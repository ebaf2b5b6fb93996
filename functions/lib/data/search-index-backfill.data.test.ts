/**
 * The one-off backfill of the search index, on records written before HiveKeeper indexed them (simulated by
 * deleting their term items).
 */
import { describe, expect, it, vi } from 'vitest';
import type { Apiary } from '../../../shared/schemas/apiary';
import type { Hive } from '../../../shared/schemas/hive';
import type { Inspection } from '../../../shared/schemas/inspection';
import type { SearchResult } from '../../../shared/schemas/search';
import type { Task } from '../../../shared/schemas/task';
import type { Treatment } from '../../../shared/schemas/treatment';
import { beekeeper, setSubscription, type TestBeekeeper } from '../../test-support/api';
import { SearchTermEntity } from './entities/search-term';
import { backfillAllSearchTerms } from './search-index-backfill';

// The backfill Scans its table: a table of this file's own keeps it to this file's beekeepers.
await vi.hoisted(async () =>
  (await import('../../test-support/own-table')).useOwnTable('hivekeeper-search-backfill-test'),
);

async function termItems(who: TestBeekeeper) {
  const { data } = await SearchTermEntity.query.term({ userId: who.userId }).go({ pages: 'all', consistent: true });
  return data;
}

async function found(who: TestBeekeeper, q: string) {
  const answer = await who.request<SearchResult[]>('searchRecords', {
    rawQueryString: new URLSearchParams({ q }).toString(),
  });
  return answer.body.map(({ type, id }) => `${type} ${id}`);
}

describe('the search index backfill', () => {
  it('indexes records written before the search, as their own writes would have, and again the same', async () => {
    const ann = beekeeper();
    await setSubscription(ann, 'pro', 'active');
    const apiary = (await ann.request<Apiary>('createApiary', { body: { name: 'Old orchard', location: 'Mill lane' } }))
      .body;
    const hive = (await ann.request<Hive>('createHive', { body: { name: 'Bramble', apiaryId: apiary.id } })).body;
    const inspection = (
      await ann.request<Inspection>('createInspection', {
        body: { hiveId: hive.id, inspectionDate: '2026-05-01', notes: 'Wax moth in the crownboard' },
      })
    ).body;
    const treatment = (
      await ann.request<Treatment>('createTreatment', {
        body: {
          hiveId: hive.id,
          treatmentType: 'varroa',
          treatmentName: 'Thymol wafers',
          applicationDate: '2026-08-01',
        },
      })
    ).body;
    const task = (
      await ann.request<Task>('createTask', {
        body: {
          title: 'Requeen Bramble',
          description: 'Order a mated queen',
          dueDate: '2026-09-01',
          priority: 'medium',
          type: 'other',
          hiveId: hive.id,
        },
      })
    ).body;
    const indexed = await termItems(ann);
    // bramble; old orchard mill lane; wax moth crownboard; thymol wafers; requeen bramble order mated queen.
    expect(indexed).toHaveLength(15);
    await SearchTermEntity.delete(indexed).go();
    expect(await found(ann, 'bramble')).toEqual([]);

    const dryRun = await backfillAllSearchTerms({ dryRun: true });
    expect(dryRun.terms).toBeGreaterThanOrEqual(15);
    expect(await termItems(ann)).toEqual([]);

    const counts = await backfillAllSearchTerms();
    expect(counts.records).toBeGreaterThanOrEqual(5);
    expect(await termItems(ann)).toEqual(expect.arrayContaining(indexed));
    expect(await termItems(ann)).toHaveLength(indexed.length);
    expect(await found(ann, 'bramble')).toEqual([`task ${task.id}`, `hive ${hive.id}`]);
    expect(await found(ann, 'mated queen')).toEqual([`task ${task.id}`]);
    expect(await found(ann, 'orch')).toEqual([`apiary ${apiary.id}`]);
    expect(await found(ann, 'wax moth')).toEqual([`inspection ${inspection.id}`]);
    expect(await found(ann, 'thymol')).toEqual([`treatment ${treatment.id}`]);

    await backfillAllSearchTerms();
    expect(await termItems(ann)).toHaveLength(indexed.length);
  });
});
