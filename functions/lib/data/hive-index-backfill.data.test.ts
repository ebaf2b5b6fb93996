/**
 * The one-off backfill of the index by apiary, on hives as HiveKeeper stored them before the index existed. The
 * file has a table of its own, so the backfill's counts are exactly its hives.
 */
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { describe, expect, it, vi } from 'vitest';
import type { Apiary, HivesMoved } from '../../../shared/schemas/apiary';
import { beekeeper, setSubscription, type TestBeekeeper } from '../../test-support/api';
import { expectWholePartition } from '../../test-support/partition';
import { documentClient, tableName } from './client';
import { ApiaryEntity } from './entities/apiary';
import { HiveEntity } from './entities/hive';
import { UserEntity } from './entities/user';
import { backfillHiveIndex, indexHive } from './hive-index-backfill';

// The backfill Scans its table: a table of this file's own keeps it to this file's beekeepers.
await vi.hoisted(async () =>
  (await import('../../test-support/own-table')).useOwnTable('hivekeeper-hive-index-backfill-test'),
);

async function createApiary(who: TestBeekeeper, name: string): Promise<Apiary> {
  const answer = await who.request<Apiary>('createApiary', { body: { name, location: 'Behind the barn' } });
  expect(answer.statusCode).toBe(201);
  return answer.body;
}

/** A Pro beekeeper (more than one apiary) with the apiaries `from` and `to`. */
async function beekeeperWithTwoApiaries() {
  const who = beekeeper();
  await setSubscription(who, 'pro', 'active');
  return { who, from: await createApiary(who, 'Home yard'), to: await createApiary(who, 'Orchard') };
}

/** Hives as an earlier HiveKeeper wrote them: today's item without the index keys, with the counts it kept. */
async function putLegacyHives(who: TestBeekeeper, apiaryId: string, count: number): Promise<string[]> {
  const hiveIds = Array.from({ length: count }, () => ulid());
  for (const [index, hiveId] of hiveIds.entries()) {
    const { gsi1pk, gsi1sk, ...legacy } = HiveEntity.put({
      userId: who.userId,
      hiveId,
      apiaryId,
      name: `Old Hive ${index + 1}`,
      queenAge: 14,
    }).params().Item;
    expect({ gsi1pk, gsi1sk }).toEqual({ gsi1pk: expect.any(String), gsi1sk: expect.any(String) });
    await documentClient.send(new PutCommand({ TableName: tableName, Item: legacy }));
  }
  await ApiaryEntity.patch({ userId: who.userId, apiaryId }).add({ hiveCount: count }).go();
  await UserEntity.patch({ userId: who.userId }).add({ hiveCount: count }).go();
  return hiveIds;
}

async function hiveIdsOfApiary(userId: string, apiaryId: string): Promise<string[]> {
  const { data } = await HiveEntity.query.hivesOfApiary({ userId, apiaryId }).go({ pages: 'all' });
  return data.map((hive) => hive.hiveId).sort();
}

async function storedHive(userId: string, hiveId: string) {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: HiveEntity.get({ userId, hiveId }).params().Key }),
  );
  return Item;
}

describe('backfilling the index by apiary', () => {
  it('lets a beekeeper move the hives recorded before it and delete the emptied apiary', async () => {
    const { who, from, to } = await beekeeperWithTwoApiaries();
    const hiveIds = await putLegacyHives(who, from.id, 3);
    expect(await hiveIdsOfApiary(who.userId, from.id)).toEqual([]);

    await expect(backfillHiveIndex(documentClient, tableName, { dryRun: true })).resolves.toEqual({
      scanned: 3,
      indexed: 0,
      skipped: 0,
    });
    expect(await hiveIdsOfApiary(who.userId, from.id)).toEqual([]);

    await expect(backfillHiveIndex(documentClient, tableName)).resolves.toEqual({ scanned: 3, indexed: 3, skipped: 0 });
    expect(await hiveIdsOfApiary(who.userId, from.id)).toEqual([...hiveIds].sort());
    await expect(backfillHiveIndex(documentClient, tableName)).resolves.toEqual({ scanned: 0, indexed: 0, skipped: 0 });

    const moved = await who.requestFor<HivesMoved>('moveApiaryHives', from.id, { body: { toApiaryId: to.id } });
    expect(moved.statusCode).toBe(200);
    expect(moved.body).toMatchObject({ from: { id: from.id, hiveCount: 0 }, to: { id: to.id, hiveCount: 3 } });
    expect(await hiveIdsOfApiary(who.userId, to.id)).toEqual([...hiveIds].sort());
    expect((await who.requestFor('deleteApiary', from.id)).statusCode).toBe(204);
    const stored = await expectWholePartition(who.userId);
    expect(stored.hives.map((hive) => [hive.hiveId, hive.apiaryId, hive.queenAge])).toEqual(
      [...hiveIds].sort().map((hiveId) => [hiveId, to.id, 14]),
    );
  });

  it('skips a hive moved or deleted since the Scan, writing nothing', async () => {
    const { who, from, to } = await beekeeperWithTwoApiaries();
    const [hiveId = ''] = await putLegacyHives(who, from.id, 1);
    // Moved by an earlier HiveKeeper after the Scan saw it in `from`.
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: HiveEntity.get({ userId: who.userId, hiveId }).params().Key,
        UpdateExpression: 'SET apiaryId = :to',
        ExpressionAttributeValues: { ':to': to.id },
      }),
    );
    const before = await storedHive(who.userId, hiveId);

    await expect(indexHive(HiveEntity, { userId: who.userId, hiveId, apiaryId: from.id })).resolves.toBe(false);
    expect(await storedHive(who.userId, hiveId)).toEqual(before);
    const goneId = ulid();
    await expect(indexHive(HiveEntity, { userId: who.userId, hiveId: goneId, apiaryId: from.id })).resolves.toBe(false);
    expect(await storedHive(who.userId, goneId)).toBeUndefined();

    // Found again where it stands now, it is indexed (and no unindexed hive is left for the other test to count).
    await expect(indexHive(HiveEntity, { userId: who.userId, hiveId, apiaryId: to.id })).resolves.toBe(true);
    expect(await hiveIdsOfApiary(who.userId, to.id)).toEqual([hiveId]);
  });
});
