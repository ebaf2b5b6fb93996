/**
 * `npm run demo:reset`: puts the demo beekeeper back as a fresh `npm start` seeds her, on the running local stack,
 * without stopping it and without touching anyone else's data. Her records, tallies and photos go (the same sweep
 * of her partition and files that deleting an account makes), her sign-in stays, and the seed runs again through
 * the gateway. Her feedback stays, being the admin's queue: the seed adds it only when she has none.
 */
import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { decodeJwt } from 'jose';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { seedDemoData } from './seed';
import { localCognitoAdminClient } from './user-pool';
import { UserPoolApi } from './user-pool-api';

/** Where the running stack answers. */
export interface DemoResetTarget {
  gatewayUrl: string;
  userPoolEndpoint: string;
  userPoolClientId: string;
  userPoolId: string;
  /** cognito-local itself, for the admin calls that make sure the demo accounts exist. */
  cognitoEndpoint: string;
}

/** DynamoDB's most deletes in one BatchWriteItem. */
const BATCH_SIZE = 25;

/** Resets the demo beekeeper's data; the data layer's environment must point at the stack's table and bucket. */
export async function resetDemoData(target: DemoResetTarget): Promise<void> {
  const userPool = new UserPoolApi(target.userPoolEndpoint, target.userPoolClientId);
  const { idToken } = await userPool.signIn(DEMO_ACCOUNTS.beekeeper.email, DEMO_ACCOUNTS.beekeeper.password);
  const userId = decodeJwt(idToken).sub;
  if (!userId) throw new Error('Demo reset: the demo beekeeper has no user id');
  await removeRecordsOf(userId);
  const { createdDemoData } = await seedDemoData({
    admin: localCognitoAdminClient(target.cognitoEndpoint),
    userPoolId: target.userPoolId,
    userPool,
    gatewayUrl: target.gatewayUrl,
  });
  if (!createdDemoData) throw new Error('Demo reset: the demo beekeeper still had an apiary after the reset');
}

/** Deletes the beekeeper's username claim, uploaded files and every item of her partition (user item included). */
async function removeRecordsOf(userId: string): Promise<void> {
  // Imported here, once the caller has set the environment that the data layer reads on load.
  const { documentClient, tableName } = await import('../../functions/lib/data/client');
  const { UserEntity } = await import('../../functions/lib/data/entities/user');
  const { UsernameClaimEntity } = await import('../../functions/lib/data/entities/username-claim');
  const { deleteOnePageUnder } = await import('../../functions/lib/uploads/bucket');
  const { userPrefixesOf } = await import('../../functions/lib/uploads/keys');

  const user = (await UserEntity.get({ userId }).go()).data;
  if (user?.username !== undefined) {
    const username = user.username.toLowerCase();
    const claim = (await UsernameClaimEntity.get({ username }).go()).data;
    if (claim?.userId === userId) await UsernameClaimEntity.delete({ username }).go();
  }
  for (const prefix of userPrefixesOf(userId)) while (await deleteOnePageUnder(prefix));

  const { pk } = (UserEntity.get({ userId }).params() as { Key: { pk: string } }).Key;
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': pk },
        ProjectionExpression: 'pk, sk',
        ExclusiveStartKey: cursor,
      }),
    );
    const keys = page.Items ?? [];
    for (let start = 0; start < keys.length; start += BATCH_SIZE) {
      let requests = keys.slice(start, start + BATCH_SIZE).map((Key) => ({ DeleteRequest: { Key } }));
      // DynamoDB Local processes every delete; the loop only guards against a partial batch.
      while (requests.length > 0) {
        const answer = await documentClient.send(new BatchWriteCommand({ RequestItems: { [tableName]: requests } }));
        requests = (answer.UnprocessedItems?.[tableName] ?? []) as typeof requests;
      }
    }
    cursor = page.LastEvaluatedKey;
  } while (cursor);
}
