/**
 * The one-off backfill of calendar links made before HiveKeeper kept only their tokens' hashes: each user item that
 * still holds a `calendarFeedToken` gets its hash, the link's item is moved from the token's key to the hash's, and
 * the token goes from the table, so the beekeeper's subscribed calendars keep working with the same address. A
 * beekeeper who made a new link since keeps it; the old one's item just goes. Run by
 * `infra/scripts/backfill-calendar-tokens.ts`; safe to run again and while beekeepers use the app: each user's
 * change is one transaction conditioned on the token still being the one read.
 */
import { TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { Entity } from 'electrodb';
import { hashOfCalendarToken } from '../calendar/feed-token';
import { scanForBackfill } from './backfill-scan';
import { CalendarFeedEntity, LegacyCalendarFeedEntity } from './entities/calendar-feed';
import { UserEntity } from './entities/user';

export interface CalendarTokenBackfill {
  /** Users found with a token in plain text. */
  scanned: number;
  hashed: number;
  /** Changed meanwhile (a new link, the link turned off): nothing written, the next run looks again. */
  skipped: number;
}

interface UserWithToken {
  pk: string;
  sk: string;
  userId: string;
  calendarFeedToken: string;
  calendarFeedHash?: string;
}

/** Hashes every calendar token still stored in plain text on `table`; with `dryRun`, only counts them. */
export async function backfillCalendarTokens(
  client: DynamoDBDocumentClient,
  table: string,
  { dryRun = false } = {},
): Promise<CalendarTokenBackfill> {
  const feeds = new Entity(CalendarFeedEntity.schema, { client, table });
  const legacyFeeds = new Entity(LegacyCalendarFeedEntity.schema, { client, table });
  const counts: CalendarTokenBackfill = { scanned: 0, hashed: 0, skipped: 0 };
  const users = scanForBackfill<UserWithToken>({
    models: [UserEntity.schema.model],
    attributes: ['pk', 'sk', 'userId', 'calendarFeedToken', 'calendarFeedHash'],
    client,
    table,
  });
  for await (const user of users) {
    if (user.calendarFeedToken === undefined) continue;
    counts.scanned++;
    if (dryRun) continue;
    const token = user.calendarFeedToken;
    const hash = hashOfCalendarToken(token);
    // A link made since the deploy is the beekeeper's current one: the old token's item only goes.
    const keepsNewerLink = user.calendarFeedHash !== undefined;
    const feed = feeds.create({ tokenHash: hash, userId: user.userId }).params() as Record<string, unknown>;
    const legacyKey = (legacyFeeds.delete({ token }).params() as { Key: Record<string, unknown> }).Key;
    try {
      await client.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: table,
                Key: { pk: user.pk, sk: user.sk },
                UpdateExpression: keepsNewerLink
                  ? 'REMOVE #token'
                  : 'SET #hash = :hash, #since = if_not_exists(#since, :now) REMOVE #token',
                ConditionExpression: keepsNewerLink
                  ? '#token = :token'
                  : '#token = :token AND attribute_not_exists(#hash)',
                ExpressionAttributeNames: {
                  '#token': 'calendarFeedToken',
                  ...(keepsNewerLink ? {} : { '#hash': 'calendarFeedHash', '#since': 'calendarFeedSince' }),
                },
                ExpressionAttributeValues: {
                  ':token': token,
                  ...(keepsNewerLink ? {} : { ':hash': hash, ':now': new Date().toISOString() }),
                },
              },
            },
            { Delete: { TableName: table, Key: legacyKey } },
            ...(keepsNewerLink ? [] : [{ Put: { TableName: table, Item: feed.Item as Record<string, unknown> } }]),
          ],
        }),
      );
      counts.hashed++;
    } catch (error) {
      if (!(error instanceof Error && error.name === 'TransactionCanceledException')) throw error;
      counts.skipped++;
    }
  }
  return counts;
}
