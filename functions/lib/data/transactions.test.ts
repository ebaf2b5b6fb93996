import '../../test-support/unit-env';
import { TransactionCanceledException, type CancellationReason } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { ulid } from 'ulid';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiaryEntity } from './entities/apiary';
import { WriteConflictError, writeTransaction, type TransactionEntities } from './transactions';

/**
 * DynamoDB answers a canceled transaction with one reason per item, in the order the items were sent; these tests
 * stage those answers and check that each is read back under the name of the item it belongs to.
 */
const ddb = mockClient(DynamoDBDocumentClient);
beforeEach(() => ddb.reset());

const userId = ulid();
const apiaryId = ulid();
const otherApiaryId = ulid();
const hiveIds = [ulid(), ulid(), ulid()];

function cancelWith(reasons: CancellationReason[]) {
  ddb.on(TransactWriteCommand).rejects(
    new TransactionCanceledException({
      message: 'Transaction cancelled',
      $metadata: {},
      CancellationReasons: reasons,
    }),
  );
}

/** A stored item as DynamoDB sends it in a cancellation reason (strings and numbers are all an apiary holds). */
function asAttributeValues(item: Record<string, unknown>): CancellationReason['Item'] {
  return Object.fromEntries(
    Object.entries(item).map(([name, value]) => [
      name,
      typeof value === 'number' ? { N: `${value}` } : { S: `${value}` },
    ]),
  );
}

/** What the transaction sent, in order: which item each write targets. */
function sentKeys(): string[] {
  const [transaction] = ddb.commandCalls(TransactWriteCommand);
  return (transaction?.args[0].input.TransactItems ?? []).map((item) => {
    const key = (item.Update ?? item.Put ?? item.Delete ?? item.ConditionCheck) as { Key?: { sk: string } };
    return key.Key?.sk.split('_').at(-1)?.toUpperCase() ?? 'put';
  });
}

/** A move of hives: a list of hive items, then the two apiary counts; the counts only when `withCounts`. */
function moveItems({ hive, apiary }: TransactionEntities, withCounts = true) {
  return {
    hives: hiveIds.map((hiveId) => hive.patch({ userId, hiveId }).set({ apiaryId: otherApiaryId }).commit()),
    fromApiaryCount: withCounts
      ? apiary.patch({ userId, apiaryId }).subtract({ hiveCount: hiveIds.length }).commit()
      : undefined,
    toApiaryCount: withCounts
      ? apiary.patch({ userId, apiaryId: otherApiaryId }).add({ hiveCount: hiveIds.length }).commit()
      : undefined,
  };
}

describe('writeTransaction', () => {
  it('answers null when the transaction commits, having sent the items in the order they are named', async () => {
    ddb.on(TransactWriteCommand).resolves({});
    expect(await writeTransaction((entities) => moveItems(entities))).toBeNull();
    expect(sentKeys()).toEqual([...hiveIds, apiaryId, otherApiaryId]);
  });

  it('reads a failed condition by the name of its item, and by position inside a list', async () => {
    cancelWith([
      { Code: 'None' },
      { Code: 'ConditionalCheckFailed' },
      { Code: 'None' },
      { Code: 'None' },
      { Code: 'ConditionalCheckFailed' },
    ]);
    const cancellation = await writeTransaction((entities) => moveItems(entities));
    expect(cancellation?.conditionFailed('toApiaryCount')).toBe(true);
    expect(cancellation?.conditionFailed('fromApiaryCount')).toBe(false);
    expect(cancellation?.conditionFailed('hives')).toBe(true);
    expect(hiveIds.map((_, position) => cancellation?.conditionFailed('hives', position))).toEqual([
      false,
      true,
      false,
    ]);
    // @ts-expect-error: only the transaction's own item names can be asked about
    expect(cancellation?.conditionFailed('userCount')).toBe(false);
  });

  it('keeps each name on its own item when items are left out', async () => {
    cancelWith([{ Code: 'None' }, { Code: 'None' }, { Code: 'ConditionalCheckFailed' }]);
    const cancellation = await writeTransaction((entities) => moveItems(entities, false));
    expect(sentKeys()).toEqual(hiveIds);
    expect(hiveIds.map((_, position) => cancellation?.conditionFailed('hives', position))).toEqual([
      false,
      false,
      true,
    ]);
    expect(cancellation?.conditionFailed('toApiaryCount')).toBe(false);
  });

  it('gives the item as it was, by name, for an item committed with all_old', async () => {
    const stored = ApiaryEntity.put({ userId, apiaryId, name: 'Home yard', location: 'Garden', hiveCount: 2 }).params();
    cancelWith([{ Code: 'ConditionalCheckFailed', Item: asAttributeValues(stored.Item) }, { Code: 'None' }]);
    const cancellation = await writeTransaction(({ apiary, user }) => ({
      apiary: apiary
        .remove({ userId, apiaryId })
        .where(({ hiveCount }, { eq }) => eq(hiveCount, 0))
        .commit({ response: 'all_old' }),
      userCount: user.patch({ userId }).subtract({ apiaryCount: 1 }).commit(),
    }));
    expect(cancellation?.itemBefore('apiary')).toMatchObject({ apiaryId, name: 'Home yard', hiveCount: 2 });
    expect(cancellation?.itemBefore('userCount')).toBeNull();
  });

  it('names every item and its code in the error of a cancellation no condition explains', async () => {
    cancelWith([{ Code: 'None' }, { Code: 'None' }, { Code: 'ValidationError' }, { Code: 'None' }, { Code: 'None' }]);
    const cancellation = await writeTransaction((entities) => moveItems(entities));
    expect(cancellation?.unexpected('Moving hives').message).toBe(
      'Moving hives was canceled: hives[0] None, hives[1] None, hives[2] ValidationError, ' +
        'fromApiaryCount None, toApiaryCount None',
    );
  });

  it('throws a WriteConflictError when a concurrent write cancelled it, so the caller tries again', async () => {
    cancelWith([
      { Code: 'None' },
      { Code: 'TransactionConflict' },
      { Code: 'None' },
      { Code: 'None' },
      { Code: 'None' },
    ]);
    await expect(writeTransaction((entities) => moveItems(entities))).rejects.toBeInstanceOf(WriteConflictError);
  });
});
