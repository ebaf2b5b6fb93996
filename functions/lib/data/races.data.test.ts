/**
 * Concurrent writes on one beekeeper's apiaries and hives, through the handlers against DynamoDB Local. Whatever
 * order DynamoDB commits them in, every answer must tell the truth and the partition must stay whole
 * (`expectWholePartition`).
 */
import { describe, expect, it } from 'vitest';
import type { Apiary } from '../../../shared/schemas/apiary';
import type { Hive } from '../../../shared/schemas/hive';
import { beekeeper, setSubscription, type TestBeekeeper } from '../../test-support/api';
import { expectWholePartition } from '../../test-support/partition';

/**
 * How long the racing delete waits in each round, so the rounds meet different orders: an apiary delete is one
 * transaction while moves and creates read first, so started together the delete tends to commit first, and a
 * few milliseconds later it meets the other writes half-way or after them. Every order must keep the partition
 * whole.
 */
const DELETE_DELAYS_MS = [0, 1, 3, 6, 12, 25] as const;

async function startedAfter<T>(delayMs: number, write: () => Promise<T>): Promise<T> {
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  return write();
}

async function createApiary(who: TestBeekeeper, name: string): Promise<Apiary> {
  const answer = await who.request<Apiary>('createApiary', { body: { name, location: 'Behind the barn' } });
  expect(answer.statusCode).toBe(201);
  return answer.body;
}

async function createHive(who: TestBeekeeper, apiaryId: string, name: string): Promise<Hive> {
  const answer = await who.request<Hive>('createHive', { body: { name, apiaryId } });
  expect(answer.statusCode).toBe(201);
  return answer.body;
}

/** A Pro beekeeper (more than one apiary) with apiaries `from` and `to`, and `hiveCount` hives in `from`. */
async function beekeeperWithTwoApiaries(hiveCount: number) {
  const who = beekeeper();
  await setSubscription(who, 'pro', 'active');
  const from = await createApiary(who, 'Home yard');
  const to = await createApiary(who, 'Orchard');
  const hives: Hive[] = [];
  for (let index = 1; index <= hiveCount; index++) hives.push(await createHive(who, from.id, `Hive ${index}`));
  return { who, from, to, hives };
}

describe('racing writes keep counts and apiaries whole', () => {
  it('moving hives into an apiary while it is deleted', async () => {
    for (const delayMs of DELETE_DELAYS_MS) {
      const { who, from, to, hives } = await beekeeperWithTwoApiaries(3);
      const [deletion, ...moves] = await Promise.all([
        startedAfter(delayMs, () => who.requestFor('deleteApiary', to.id)),
        ...hives.map((hive) =>
          who.requestFor<Hive>('updateHive', hive.id, { body: { name: hive.name, apiaryId: to.id } }),
        ),
      ]);
      const moved = moves.filter((move) => move.statusCode === 200).length;
      expect(moves.map((move) => move.statusCode).filter((status) => status !== 200 && status !== 404)).toEqual([]);
      // The apiary went only if no move reached it first; otherwise it keeps the hives that did.
      expect(deletion.statusCode).toBe(moved === 0 ? 204 : 409);
      const stored = await expectWholePartition(who.userId);
      expect(stored.apiaryIds.has(to.id)).toBe(moved > 0);
      expect(stored.hives.filter((hive) => hive.apiaryId === from.id)).toHaveLength(hives.length - moved);
    }
  });

  it('deleting an apiary while hives are created in it', async () => {
    for (const delayMs of DELETE_DELAYS_MS) {
      const who = beekeeper();
      const yard = await createApiary(who, 'Home yard');
      const [deletion, ...creates] = await Promise.all([
        startedAfter(delayMs, () => who.requestFor('deleteApiary', yard.id)),
        ...[1, 2, 3].map((index) =>
          who.request<Hive>('createHive', { body: { name: `Hive ${index}`, apiaryId: yard.id } }),
        ),
      ]);
      const created = creates.filter((create) => create.statusCode === 201).length;
      expect(creates.map((create) => create.statusCode).filter((status) => status !== 201 && status !== 404)).toEqual(
        [],
      );
      expect(deletion.statusCode).toBe(created === 0 ? 204 : 409);
      const stored = await expectWholePartition(who.userId);
      expect(stored.hives).toHaveLength(created);
      expect(stored.apiaryIds.has(yard.id)).toBe(created > 0);
    }
  });

  it('deleting a hive while it moves to another apiary', async () => {
    for (const delayMs of DELETE_DELAYS_MS) {
      const { who, from, to } = await beekeeperWithTwoApiaries(0);
      const hive = await createHive(who, from.id, 'Hive 1');
      const [deletion, move] = await Promise.all([
        startedAfter(delayMs, () => who.requestFor('deleteHive', hive.id)),
        who.requestFor<Hive>('updateHive', hive.id, { body: { name: 'Moved', apiaryId: to.id } }),
      ]);
      // The delete always wins in the end: before the move, or after it from the new apiary.
      expect(deletion.statusCode).toBe(204);
      expect([200, 404]).toContain(move.statusCode);
      const stored = await expectWholePartition(who.userId);
      expect(stored.hives).toEqual([]);
    }
  });
});
