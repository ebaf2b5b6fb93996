import '../../test-support/unit-env';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { ulid } from 'ulid';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_ERRORS } from '../../../shared/messages';
import { answerReadsAfterHiveCreate } from '../../test-support/hive-create-reads';
import { call, idTokenClaims } from '../../test-support/http';
import { routes } from '../../routes';
import { handler } from './create-hive';

const ddb = mockClient(DynamoDBDocumentClient);
afterEach(() => vi.restoreAllMocks());

/** A cancellation with one reason per item of the create transaction: hive, apiary, user. */
function canceled(hive: string, apiary: string, user: string) {
  return new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: [{ Code: hive }, { Code: apiary }, { Code: user }],
  });
}

describe('POST /api/hives against DynamoDB cancellations', () => {
  const claims = idTokenClaims();
  const userId = String(claims.sub);
  const apiaryId = ulid();
  const body = { name: 'Hive 1', apiaryId };

  beforeEach(() => {
    ddb.reset();
    answerReadsAfterHiveCreate(ddb, { userId, apiaryId, name: body.name });
  });

  it('tries again after a transaction conflict on the user item instead of answering 402', async () => {
    ddb
      .on(TransactWriteCommand)
      .rejectsOnce(canceled('None', 'None', 'TransactionConflict'))
      .rejectsOnce(canceled('None', 'TransactionConflict', 'None'))
      .resolves({});
    const answer = await call(handler, routes.createHive, { claims, body });
    expect(answer.statusCode).toBe(201);
    expect(answer.body).toMatchObject({ name: 'Hive 1', apiaryId, apiaryName: 'Home yard' });
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(3);
  });

  it('answers 402 when the free-plan condition on the user item fails', async () => {
    ddb.on(TransactWriteCommand).rejects(canceled('None', 'None', 'ConditionalCheckFailed'));
    const answer = await call(handler, routes.createHive, { claims, body });
    expect(answer).toMatchObject({
      statusCode: 402,
      body: { message: API_ERRORS.hiveLimitReached, code: 'hiveLimitReached' },
    });
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });

  it('answers 404 when the apiary is not in the caller’s partition', async () => {
    ddb.on(TransactWriteCommand).rejects(canceled('None', 'ConditionalCheckFailed', 'None'));
    const answer = await call(handler, routes.createHive, { claims, body });
    expect(answer).toMatchObject({
      statusCode: 404,
      body: { message: API_ERRORS.apiaryNotFound, code: 'apiaryNotFound' },
    });
  });

  it('answers a generic 500, never 402, when conflicts do not stop', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(Math, 'random').mockReturnValue(0); // no backoff delays: only the outcome matters here
    ddb.on(TransactWriteCommand).rejects(canceled('None', 'None', 'TransactionConflict'));
    const answer = await call(handler, routes.createHive, { claims, body });
    expect(answer).toMatchObject({ statusCode: 500, body: { message: API_ERRORS.internal, code: 'internal' } });
    expect(ddb.commandCalls(TransactWriteCommand).length).toBeGreaterThan(1);
    expect(String(log.mock.calls[0]?.[0])).toContain('WriteConflictError');
  });
});
