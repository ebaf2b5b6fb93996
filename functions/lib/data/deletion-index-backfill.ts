/**
 * The one-off backfill of what account deletion finds by index, on a table deployed before those indexes existed:
 * - admins' notifications written before `aboutUserId` (gsi2) name their beekeeper only by e-mail in their text, so
 *   deleting that account left them; the backfill matches the e-mail to the account's user item and indexes them;
 * - notifications written before their time to live never expire; the backfill gives each `NOTIFICATION_KEPT_DAYS`
 *   from when it was written (one already past that goes at DynamoDB's next TTL sweep);
 * - billing events written before `billingEventsOfUser` (gsi1) aren't found for their beekeeper; the backfill writes
 *   their index keys;
 * - visitors' feedback written before `VisitorFeedbackSenderEntity` isn't found by the address it carries; the
 *   backfill writes its pointer.
 * Run by `infra/scripts/backfill-deletion-indexes.ts`; safe to run again and while beekeepers use the app: every
 * write is conditioned on the item still being there without what it adds.
 */
import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createConversions, Entity } from 'electrodb';
import { NOTIFICATION_KEPT_DAYS } from '../../../shared/domain/notification';
import { scanForBackfill } from './backfill-scan';
import { BillingEventEntity } from './entities/billing-event';
import { FeedbackEntity } from './entities/feedback';
import { NotificationEntity } from './entities/notification';
import { UserEntity } from './entities/user';
import { VisitorFeedbackSenderEntity } from './entities/visitor-feedback-sender';
import { TABLE_DESIGN } from './table-design';

export interface DeletionIndexBackfill {
  notificationsScanned: number;
  /** Matched by the e-mail in their text to an account and indexed under it. */
  notificationsLinked: number;
  /** Given their expiry. */
  notificationsExpiring: number;
  billingEventsIndexed: number;
  /** Visitors' feedback with an e-mail, given the pointer that finds it by that address. */
  visitorFeedbackIndexed: number;
  /** Deleted, or changed by the app the same way, between the Scan and their update: nothing written. */
  skipped: number;
}

type Key = { pk: string; sk: string };

interface StoredNotification extends Key {
  userId: string;
  notificationId: string;
  message: string;
  createdAt: string;
  aboutUserId?: string;
  expiresAt?: number;
}

interface StoredBillingEvent extends Key {
  userId: string;
  eventId: string;
}

const SECONDS_PER_DAY = 24 * 60 * 60;
/** Addresses as the sign-up and feedback notices wrote them: "jane@example.com joined...", "...from jane@example.com.". */
const EMAIL_IN_TEXT = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

/** The account named in a notice's text, by the first of its e-mail addresses that is an account's. */
export function accountNamedIn(message: string, accountsByEmail: ReadonlyMap<string, string>): string | undefined {
  for (const [address] of message.matchAll(EMAIL_IN_TEXT)) {
    const userId = accountsByEmail.get(address.toLowerCase());
    if (userId) return userId;
  }
  return undefined;
}

/** An index's own key attributes out of ElectroDB's keys for a composite (which carry the table's too). */
function keysOfIndex(
  { pk, sk }: { pk: { field: string }; sk: { field: string } },
  keys: Record<string, string | number>,
): Record<string, string | number> {
  const [pkValue, skValue] = [keys[pk.field], keys[sk.field]];
  if (pkValue === undefined || skValue === undefined)
    throw new Error(`No ${pk.field}/${sk.field} in ${JSON.stringify(keys)}`);
  return { [pk.field]: pkValue, [sk.field]: skValue };
}

/** Finds what deletion would miss on `table` and indexes it; with `dryRun`, only counts it. */
export async function backfillDeletionIndexes(
  client: DynamoDBDocumentClient,
  table: string,
  { dryRun = false } = {},
): Promise<DeletionIndexBackfill> {
  const counts: DeletionIndexBackfill = {
    notificationsScanned: 0,
    notificationsLinked: 0,
    notificationsExpiring: 0,
    billingEventsIndexed: 0,
    visitorFeedbackIndexed: 0,
    skipped: 0,
  };
  /** Sets `values` on the item at `key` unless it has gone or has `guard` already; false when it wrote nothing. */
  const setUnless = async (key: Key, guard: string, values: Record<string, string | number>) => {
    if (dryRun) return true;
    const names = Object.fromEntries(Object.keys(values).map((name, index) => [`#v${index}`, name]));
    try {
      await client.send(
        new UpdateCommand({
          TableName: table,
          Key: { pk: key.pk, sk: key.sk },
          UpdateExpression: `SET ${Object.keys(names)
            .map((name, index) => `${name} = :v${index}`)
            .join(', ')}`,
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(#guard)',
          ExpressionAttributeNames: { ...names, '#guard': guard },
          ExpressionAttributeValues: Object.fromEntries(
            Object.values(values).map((value, index) => [`:v${index}`, value]),
          ),
        }),
      );
      return true;
    } catch (error) {
      if (error instanceof Error && error.name === 'ConditionalCheckFailedException') {
        counts.skipped++;
        return false;
      }
      throw error;
    }
  };

  const accountsByEmail = new Map<string, string>();
  for await (const user of scanForBackfill<{ userId: string; email: string }>({
    models: [UserEntity.schema.model],
    attributes: ['userId', 'email'],
    client,
    table,
  })) {
    accountsByEmail.set(user.email.trim().toLowerCase(), user.userId);
  }

  const aboutUser = createConversions(NotificationEntity).byAccessPattern.notificationsAboutUser.fromComposite;
  for await (const notice of scanForBackfill<StoredNotification>({
    models: [NotificationEntity.schema.model],
    attributes: [
      'pk',
      'sk',
      'userId',
      'notificationId',
      'message',
      'createdAt',
      'aboutUserId',
      TABLE_DESIGN.timeToLiveAttribute,
    ],
    client,
    table,
  })) {
    counts.notificationsScanned++;
    const about = notice.aboutUserId === undefined ? accountNamedIn(notice.message, accountsByEmail) : undefined;
    if (about !== undefined) {
      const keys = keysOfIndex(
        NotificationEntity.schema.indexes.notificationsAboutUser,
        aboutUser.toKeys({ aboutUserId: about, notificationId: notice.notificationId }),
      );
      if (await setUnless(notice, 'aboutUserId', { aboutUserId: about, ...keys })) counts.notificationsLinked++;
    }
    if (notice.expiresAt === undefined) {
      const expiresAt = Math.floor(Date.parse(notice.createdAt) / 1000) + NOTIFICATION_KEPT_DAYS * SECONDS_PER_DAY;
      const expiry = { [TABLE_DESIGN.timeToLiveAttribute]: expiresAt };
      if (await setUnless(notice, TABLE_DESIGN.timeToLiveAttribute, expiry)) counts.notificationsExpiring++;
    }
  }

  const ofUser = createConversions(BillingEventEntity).byAccessPattern.billingEventsOfUser.fromComposite;
  const ofUserIndex = BillingEventEntity.schema.indexes.billingEventsOfUser;
  for await (const event of scanForBackfill<StoredBillingEvent>({
    models: [BillingEventEntity.schema.model],
    attributes: ['pk', 'sk', 'userId', 'eventId'],
    lacking: ofUserIndex.pk.field,
    client,
    table,
  })) {
    const keys = keysOfIndex(ofUserIndex, ofUser.toKeys({ userId: event.userId, eventId: event.eventId }));
    if (await setUnless(event, ofUserIndex.pk.field, keys)) counts.billingEventsIndexed++;
  }

  const senders = new Entity(VisitorFeedbackSenderEntity.schema, { client, table });
  for await (const feedback of scanForBackfill<{ feedbackId: string; userEmail?: string; userId?: string }>({
    models: [FeedbackEntity.schema.model],
    attributes: ['feedbackId', 'userEmail', 'userId'],
    client,
    table,
  })) {
    if (feedback.userId !== undefined || feedback.userEmail === undefined) continue;
    const pointer = { email: feedback.userEmail, feedbackId: feedback.feedbackId };
    // A pointer already there (the feedback's own transaction wrote it, or an earlier run) is nothing to do.
    const written = dryRun
      ? (await senders.get(pointer).go()).data === null
      : !(await senders.create(pointer).go({ returnOnConditionCheckFailure: true })).rejected;
    if (written) counts.visitorFeedbackIndexed++;
  }
  return counts;
}
