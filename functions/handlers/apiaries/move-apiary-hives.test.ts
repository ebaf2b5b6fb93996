import '../../test-support/unit-env';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { ulid } from 'ulid';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_ERRORS } from '../../../shared/messages';
import { ApiaryEntity } from '../../lib/data/entities/apiary';
import { HiveEntity } from '../../lib/data/entities/hive';
import { call, idTokenClaims } from '../../test-support/http';
import { routes } from '../../routes';
import { handler } from './move-apiary-hives';

/**
 * The cases DynamoDB Local can't stage on demand: the index (eventually consistent in the cloud) lists a hive that
 * has just left the apiary, and a transaction meets a concurrent write.
 */
const ddb = mockClient(DynamoDBDocumentClient);
afterEach(() => vi.restoreAllMocks());

const claims = idTokenClaims();
const userId = String(claims.sub);
const fromApiaryId = ulid();
const toApiaryId = ulid();
const hiveIds = [ulid(), ulid(), ulid()];

function canceled(codes: string[]) {
  return new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });
}

/** The hive ids each transaction sent, in order. */
function movedPerTransaction(): string[][] {
  return ddb.commandCalls(TransactWriteCommand).map((transaction) =>
    (transaction.args[0].input.TransactItems ?? [])
      .map((item) => item.Update?.Key?.sk as string)
      .filter((sortKey) => sortKey.startsWith('$hive'))
      .map((sortKey) => sortKey.split('_').at(-1)?.toUpperCase() ?? ''),
  );
}

const move = () =>
  call(handler, routes.moveApiaryHives, { claims, pathParameters: { id: fromApiaryId }, body: { toApiaryId } });

describe('POST /api/apiaries/{id}/move-hives against DynamoDB cancellations', () => {
  beforeEach(() => {
    ddb.reset();
    vi.spyOn(Math, 'random').mockReturnValue(0); // no backoff delays: only the outcome matters here
    ddb.on(QueryCommand).resolves({
      Items: hiveIds.map(
        (hiveId) => HiveEntity.put({ userId, hiveId, apiaryId: fromApiaryId, name: 'Hive' }).params().Item,
      ),
    });
    ddb.on(GetCommand).callsFake(({ Key }: { Key: { sk: string } }) => {
      const apiaryId = Key.sk.split('_').at(-1)?.toUpperCase() ?? '';
      const hiveCount = apiaryId === fromApiaryId ? 0 : 3;
      return {
        Item: ApiaryEntity.put({ userId, apiaryId, name: 'Yard', location: 'Garden', hiveCount }).params().Item,
      };
    });
  });

  it('moves the others when the index listed a hive that has left the apiary since', async () => {
    ddb
      .on(TransactWriteCommand)
      .rejectsOnce(canceled(['None', 'ConditionalCheckFailed', 'None', 'None', 'None']))
      .resolves({});
    const answer = await move();
    expect(answer).toMatchObject({ statusCode: 200, body: { from: { hiveCount: 0 }, to: { hiveCount: 3 } } });
    expect(movedPerTransaction()).toEqual([hiveIds, [hiveIds[0], hiveIds[2]]]);
    // The second transaction counts only the two hives it moves.
    const counts = ddb.commandCalls(TransactWriteCommand)[1]?.args[0].input.TransactItems?.slice(-2);
    expect(counts?.map((item) => item.Update?.ExpressionAttributeValues)).toEqual([
      expect.objectContaining({ ':hiveCount_u0': 2 }),
      expect.objectContaining({ ':hiveCount_u0': 2 }),
    ]);
  });

  it('tries the same hives again after a conflict with a concurrent write', async () => {
    ddb
      .on(TransactWriteCommand)
      .rejectsOnce(canceled(['None', 'None', 'None', 'TransactionConflict', 'None']))
      .resolves({});
    expect((await move()).statusCode).toBe(200);
    expect(movedPerTransaction()).toEqual([hiveIds, hiveIds]);
  });

  it('answers 404 when the target apiary is gone, and stops', async () => {
    ddb.on(TransactWriteCommand).rejects(canceled(['None', 'None', 'None', 'None', 'ConditionalCheckFailed']));
    const answer = await move();
    expect(answer).toMatchObject({
      statusCode: 404,
      body: { message: API_ERRORS.apiaryNotFound, code: 'apiaryNotFound' },
    });
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });
});
