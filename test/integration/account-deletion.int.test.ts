/**
 * Deleting an account through the whole local stack: a beekeeper signed up in the local pool, with records, a
 * username, a saved picture and an upload not yet saved in s3rver, sends DELETE /api/account and the deletion job
 * runs (the one the route started, and once more through the gateway's job endpoint). Then nothing is left under
 * their prefixes in the bucket, the pool has no such user (signing in fails), their username is free again, and the
 * table keeps only their marked user item and the deletion's listing while their last ID token may still write: a
 * task written with it then is swept with them once that hour has passed. A wrong confirmation changes nothing.
 */
import { ScanCommand, UpdateItemCommand, type AttributeValue } from '@aws-sdk/client-dynamodb';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../functions/api-path';
import { LATE_WRITES_WINDOW_MS } from '../../functions/lib/data/account-deletion';
import { userPrefixesOf } from '../../functions/lib/uploads/keys';
import { routes } from '../../functions/routes';
import { ACCOUNT_DELETION_PHRASE } from '../../shared/domain/account-deletion';
import { ACCOUNT_DELETION_MESSAGES } from '../../shared/messages';
import type { Apiary } from '../../shared/schemas/apiary';
import type { Hive } from '../../shared/schemas/hive';
import type { CurrentUser } from '../../shared/schemas/user';
import { localDynamoDbClient } from '../../infra/local/dynamodb';
import { localS3Client } from '../../infra/local/s3';
import { LOCAL_JOBS_PATH } from '../../infra/local/scheduler';
import { UserPoolError } from '../../infra/local/user-pool-api';
import {
  apiAs,
  createUser,
  localStack,
  userPoolApi,
  type TestUser,
} from '../../infra/local/test-support/integration-stack';
import { uploadFile } from '../../infra/local/test-support/uploads';

const dynamoDb = localDynamoDbClient(localStack().dynamoDb);
const s3 = localS3Client(localStack().s3);
afterAll(() => {
  dynamoDb.destroy();
  s3.destroy();
});

/** Items of the table naming the user: their id or e-mail anywhere in the item. */
async function itemsNaming(user: TestUser): Promise<Record<string, AttributeValue>[]> {
  const found: Record<string, AttributeValue>[] = [];
  let cursor: Record<string, never> | undefined;
  do {
    const page = await dynamoDb.send(
      new ScanCommand({ TableName: localStack().tableName, ConsistentRead: true, ExclusiveStartKey: cursor }),
    );
    for (const item of page.Items ?? []) {
      const text = JSON.stringify(item).toLowerCase();
      if (text.includes(user.userId) || text.includes(user.email.toLowerCase())) found.push(item);
    }
    cursor = page.LastEvaluatedKey as Record<string, never> | undefined;
  } while (cursor);
  return found;
}

async function keysUnder(prefix: string): Promise<string[]> {
  const { Contents } = await s3.send(new ListObjectsV2Command({ Bucket: localStack().uploadsBucket, Prefix: prefix }));
  return (Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
}

/** The gateway's job endpoint, waiting for the outcome (what `npm run job` calls). */
async function runDeletionJob(requestedBy: string) {
  const response = await fetch(`${localStack().app}${LOCAL_JOBS_PATH}/finishAccountDeletions?wait=true`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ job: 'finishAccountDeletions', requestedBy }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { result: { finished: number; unfinished: number; waiting: number } };
}

async function signInFails(user: TestUser): Promise<unknown> {
  return userPoolApi()
    .signIn(user.email, user.password)
    .then(
      () => 'signed in',
      (error: unknown) => error,
    );
}

describe('deleting an account through the local stack', () => {
  it('removes every record, file, the username and the sign-in; a wrong confirmation changes nothing', async () => {
    const ann = await createUser({ label: 'deleted-ann' });
    const api = apiAs(ann);
    const username = `ann-${ann.userId.slice(0, 8)}`;
    expect((await api('PATCH', apiPath(routes.updateProfile), { username })).status).toBe(200);
    const apiary = await api<Apiary>('POST', apiPath(routes.createApiary), { name: 'Garden', location: 'Back fence' });
    const hive = await api<Hive>('POST', apiPath(routes.createHive), { name: 'Rose', apiaryId: apiary.body.id });
    expect(hive.status).toBe(201);
    const pictureKey = await uploadFile(api, {
      purpose: 'profile-picture',
      contentType: 'image/jpeg',
      bytes: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]),
    });
    expect((await api('PUT', apiPath(routes.updateProfilePicture), { profileImageURL: pictureKey })).status).toBe(200);
    // Uploaded and never saved on anything: it waits under `unattached/`.
    await uploadFile(api, { purpose: 'profile-picture', contentType: 'image/png', bytes: Buffer.from('unsaved') });
    const [saved, unattached] = userPrefixesOf(ann.userId);
    expect(await keysUnder(saved)).toHaveLength(1);
    expect(await keysUnder(unattached)).toHaveLength(1);
    const before = await itemsNaming(ann);

    const wrong = await api('DELETE', apiPath(routes.deleteAccount), { confirmation: 'delete' });
    expect(wrong).toMatchObject({ status: 400, body: { message: ACCOUNT_DELETION_MESSAGES.confirmationWrong } });
    expect(await itemsNaming(ann)).toEqual(before);
    expect((await api<CurrentUser>('GET', apiPath(routes.getCurrentUser))).status).toBe(200);

    const deleted = await api('DELETE', apiPath(routes.deleteAccount), { confirmation: ACCOUNT_DELETION_PHRASE });
    expect(deleted).toMatchObject({ status: 202, body: { success: true } });
    // The run the route started may still be going: this one waits, and finishes whatever is left for now.
    expect((await runDeletionJob(ann.userId)).result).toEqual({ finished: 0, unfinished: 0, waiting: 1 });

    const entities = (items: Record<string, AttributeValue>[]) => items.map((item) => item.__edb_e__?.S).sort();
    expect(entities(await itemsNaming(ann))).toEqual(['accountDeletion', 'user']);
    // A phone still signed in writes with its token, valid until the hour it was signed for is over.
    const late = { title: 'Check the supers', dueDate: '2026-12-01', priority: 'low', type: 'other' };
    expect((await api('POST', apiPath(routes.createTask), late)).status).toBe(201);
    expect(entities(await itemsNaming(ann))).toContain('task');
    // That hour passed: the sign-in's removal moved back rather than the clock forward.
    const userItem = (await itemsNaming(ann)).find((item) => item.__edb_e__?.S === 'user');
    const removedAt = Date.parse(userItem?.signInRemovedAt?.S ?? '');
    await dynamoDb.send(
      new UpdateItemCommand({
        TableName: localStack().tableName,
        Key: { pk: userItem?.pk ?? { S: '' }, sk: userItem?.sk ?? { S: '' } },
        UpdateExpression: 'SET signInRemovedAt = :longAgo',
        ExpressionAttributeValues: { ':longAgo': { S: new Date(removedAt - LATE_WRITES_WINDOW_MS).toISOString() } },
      }),
    );
    expect((await runDeletionJob(ann.userId)).result).toEqual({ finished: 1, unfinished: 0, waiting: 0 });

    expect(await itemsNaming(ann)).toEqual([]);
    expect(await keysUnder(saved)).toEqual([]);
    expect(await keysUnder(unattached)).toEqual([]);
    const refused = await signInFails(ann);
    expect(refused).toBeInstanceOf(UserPoolError);
    expect((refused as UserPoolError).type).toBe('NotAuthorizedException');
    const bob = apiAs(await createUser({ label: 'deleted-ann-bob' }));
    expect((await bob('PATCH', apiPath(routes.updateProfile), { username })).status).toBe(200);
  });
});
