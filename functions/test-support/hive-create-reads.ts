/**
 * For handler tests with a mocked DynamoDB: answers the reads that follow a committed hive create (the hive
 * itself, then its apiary's name) as the table would.
 */
import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { AwsClientStub } from 'aws-sdk-client-mock';
import { ApiaryEntity } from '../lib/data/entities/apiary';
import { HiveEntity } from '../lib/data/entities/hive';

export function answerReadsAfterHiveCreate(
  ddb: AwsClientStub<DynamoDBDocumentClient>,
  { userId, apiaryId, name }: { userId: string; apiaryId: string; name: string },
): void {
  ddb.on(GetCommand).callsFake(({ Key }: { Key: { sk: string } }) => {
    if (Key.sk.startsWith('$hive')) {
      const hiveId = Key.sk.split('_').at(-1)?.toUpperCase() ?? '';
      return { Item: HiveEntity.put({ userId, hiveId, apiaryId, name }).params().Item };
    }
    return { Item: ApiaryEntity.put({ userId, apiaryId, name: 'Home yard', location: 'Garden' }).params().Item };
  });
}
