/**
 * The one-off backfill of what account deletion finds by index, on notifications and billing events as HiveKeeper
 * stored them before those indexes and the notifications' expiry existed. A table of its own: the backfill Scans it.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_KEPT_DAYS } from '../../../shared/domain/notification';
import { beekeeper, type TestBeekeeper } from '../../test-support/api';
import { documentClient, tableName } from './client';
import { backfillDeletionIndexes, accountNamedIn } from './deletion-index-backfill';
import { BillingEventEntity } from './entities/billing-event';
import { FeedbackEntity } from './entities/feedback';
import { NotificationEntity } from './entities/notification';
import { VisitorFeedbackSenderEntity } from './entities/visitor-feedback-sender';

await vi.hoisted(async () =>
  (await import('../../test-support/own-table')).useOwnTable('hivekeeper-deletion-index-backfill-test'),
);

const WRITTEN = '2026-09-01T08:00:00.000Z';

/** A notification as HiveKeeper wrote one before `aboutUserId` and `expiresAt`: today's item without them. */
async function putLegacyNotice(admin: TestBeekeeper, message: string): Promise<string> {
  const notificationId = ulid();
  const { gsi2pk, gsi2sk, aboutUserId, expiresAt, ...legacy } = NotificationEntity.create({
    userId: admin.userId,
    notificationId,
    type: 'new_user_signup',
    title: 'New user signup',
    message,
    aboutUserId: 'dropped',
    expiresAt: 1,
  }).params().Item;
  expect({ gsi2pk, gsi2sk, aboutUserId, expiresAt }).toEqual({
    gsi2pk: expect.any(String),
    gsi2sk: expect.any(String),
    aboutUserId: 'dropped',
    expiresAt: 1,
  });
  await documentClient.send(new PutCommand({ TableName: tableName, Item: { ...legacy, createdAt: WRITTEN } }));
  return notificationId;
}

async function putLegacyBillingEvent(userId: string): Promise<string> {
  const eventId = `evt_${ulid()}`;
  const { gsi1pk, gsi1sk, ...legacy } = BillingEventEntity.create({ eventId, type: 'invoice.paid', userId }).params()
    .Item;
  expect({ gsi1pk, gsi1sk }).toEqual({ gsi1pk: expect.any(String), gsi1sk: expect.any(String) });
  await documentClient.send(new PutCommand({ TableName: tableName, Item: legacy }));
  return eventId;
}

async function noticeIdsAbout(aboutUserId: string): Promise<string[]> {
  const { data } = await NotificationEntity.query.notificationsAboutUser({ aboutUserId }).go({ pages: 'all' });
  return data.map((notice) => notice.notificationId).sort();
}

async function storedExpiry(admin: TestBeekeeper, notificationId: string): Promise<unknown> {
  const { Key } = NotificationEntity.get({ userId: admin.userId, notificationId }).params() as { Key: object };
  return (await documentClient.send(new GetCommand({ TableName: tableName, Key }))).Item?.expiresAt;
}

describe('backfillDeletionIndexes', () => {
  it('finds the beekeeper an old notice names by e-mail, gives old notices their expiry, indexes old billing events', async () => {
    const admin = beekeeper({ groups: ['admins'] });
    const jane = beekeeper({ email: 'Jane.Doe@example.com' });
    expect((await jane.request('getCurrentUser')).statusCode).toBe(200);
    const signup = await putLegacyNotice(
      admin,
      'Jane Doe (jane.doe@example.com, @jane) joined HiveKeeper on the Free plan.',
    );
    const feedback = await putLegacyNotice(admin, 'Bug Report: "Photos upload twice" from jane.doe@example.com.');
    const visitor = await putLegacyNotice(admin, 'General: "Hello" from someone@example.org.');
    const eventId = await putLegacyBillingEvent(jane.userId);
    // Feedback Jane sent as a visitor before the pointer by address existed, and some she sent signed in.
    const fromVisitor = {
      category: 'general',
      subject: 'Offline?',
      message: 'Does it work offline?',
      status: 'open',
    } as const;
    const legacyVisitor = (
      await FeedbackEntity.create({ ...fromVisitor, feedbackId: ulid(), userEmail: 'jane.doe@example.com' }).go()
    ).data.feedbackId;
    await FeedbackEntity.create({
      ...fromVisitor,
      feedbackId: ulid(),
      userEmail: 'jane.doe@example.com',
      userId: jane.userId,
    }).go();
    const pointedTo = async () =>
      (await VisitorFeedbackSenderEntity.query.feedbackOfEmail({ email: 'jane.doe@example.com' }).go()).data.map(
        (sender) => sender.feedbackId,
      );
    const ofJane = async () =>
      (await BillingEventEntity.query.billingEventsOfUser({ userId: jane.userId }).go()).data.map((e) => e.eventId);
    expect(await noticeIdsAbout(jane.userId)).toEqual([]);
    expect(await ofJane()).toEqual([]);

    const dryRun = await backfillDeletionIndexes(documentClient, tableName, { dryRun: true });
    expect(dryRun).toEqual({
      notificationsScanned: 3,
      notificationsLinked: 2,
      notificationsExpiring: 3,
      billingEventsIndexed: 1,
      visitorFeedbackIndexed: 1,
      skipped: 0,
    });
    expect(await noticeIdsAbout(jane.userId)).toEqual([]);
    expect(await pointedTo()).toEqual([]);

    expect(await backfillDeletionIndexes(documentClient, tableName)).toEqual(dryRun);
    // What account deletion Queries now finds them; the visitor's notice names no account but expires.
    expect(await noticeIdsAbout(jane.userId)).toEqual([signup, feedback].sort());
    expect(await ofJane()).toEqual([eventId]);
    expect(await pointedTo()).toEqual([legacyVisitor]);
    const expected = Date.parse(WRITTEN) / 1000 + NOTIFICATION_KEPT_DAYS * 24 * 60 * 60;
    for (const notice of [signup, feedback, visitor]) expect(await storedExpiry(admin, notice)).toBe(expected);

    expect(await backfillDeletionIndexes(documentClient, tableName)).toEqual({
      notificationsScanned: 3,
      notificationsLinked: 0,
      notificationsExpiring: 0,
      billingEventsIndexed: 0,
      visitorFeedbackIndexed: 0,
      skipped: 0,
    });
  });

  it('reads an account in a notice by the first of its addresses that is one', () => {
    const accounts = new Map([['kim@example.com', 'kim-id']]);
    expect(accountNamedIn('Kim (KIM@example.com) joined HiveKeeper on the Pro plan.', accounts)).toBe('kim-id');
    expect(accountNamedIn('General: "mail lee@example.com" from kim@example.com.', accounts)).toBe('kim-id');
    expect(accountNamedIn('A visitor sent feedback.', accounts)).toBeUndefined();
  });
});
