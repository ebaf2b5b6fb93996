/**
 * Notices for the admins (a sign-up, ...): one notification per admin, written in one transaction so either every
 * admin has it or none does. No Caller: the sign-up trigger and the simulate route both notify whoever the admins
 * are, not the signed-in user. The account deletion job writes a shared account's members their notice the same way.
 */
import { ulid } from 'ulid';
import { NOTIFICATION_KEPT_DAYS } from '../../../shared/domain/notification';
import type { NoticeCode, NoticeParams, NotificationType } from '../../../shared/schemas/notification';
import { FeedbackTallyEntity } from './entities/feedback-tally';
import { retryOnWriteConflict, writeTransaction, type TransactionEntities } from './transactions';

const SECONDS_PER_DAY = 24 * 60 * 60;

/**
 * The most admins one notice reaches: DynamoDB's 100 items of one transaction, less one for the write a notice may
 * go with (the feedback tally that `announceVisitorFeedback` moves on).
 */
export const MAX_NOTIFIED_ADMINS = 99;

export interface AdminNotice {
  type: NotificationType;
  /** The notice in English, for API clients and the notices' own record. */
  title: string;
  message: string;
  /** The same as facts, which the web app words in the reader's language. */
  code: NoticeCode;
  params: NoticeParams;
  /** The beekeeper the notice is about, if it names one: deleting their account deletes the notice too. */
  aboutUserId?: string;
}

/** The admins a notice reaches: each once, `MAX_NOTIFIED_ADMINS` at most. */
export function noticeRecipients(adminIds: readonly string[]): string[] {
  return [...new Set(adminIds)].slice(0, MAX_NOTIFIED_ADMINS);
}

/**
 * The notification items giving each recipient (by Cognito `sub`: admins, or a shared account's members) an unread
 * copy of `notice`, for a transaction.
 */
export function notificationWrites(
  { notification }: TransactionEntities,
  recipients: readonly string[],
  notice: AdminNotice,
) {
  const expiresAt = Math.floor(Date.now() / 1000) + NOTIFICATION_KEPT_DAYS * SECONDS_PER_DAY;
  // Each copy has an id of its own: an admin's id names nothing in another admin's partition.
  return recipients.map((userId) =>
    notification.create({ userId, notificationId: ulid(), expiresAt, ...notice }).commit(),
  );
}

/**
 * Gives each admin an unread copy of `notice`, kept `NOTIFICATION_KEPT_DAYS`; answers how many admins it reached.
 */
export async function createAdminNotifications(adminIds: readonly string[], notice: AdminNotice): Promise<number> {
  const recipients = noticeRecipients(adminIds);
  if (recipients.length === 0) return 0;
  const cancellation = await writeTransaction((entities) => ({
    notifications: notificationWrites(entities, recipients, notice),
  }));
  if (cancellation) throw cancellation.unexpected('Notifying the admins');
  return recipients.length;
}

/**
 * Tells the admins of the visitors' feedback received since the last time, in one notice each: a visitor's request
 * writes only its feedback and a count, so a flood of anonymous posts costs the admins one notice per run, and the
 * directory of admins is read here, never in the visitor's request. `notice` words the count; `listAdmins` is only
 * called when there is something to tell. Answers how many feedback items were announced (0 when none were new, or
 * a run at the same moment announced them).
 */
export async function announceVisitorFeedback(
  listAdmins: () => Promise<readonly string[]>,
  notice: (count: number) => AdminNotice,
): Promise<number> {
  const { data: tally } = await FeedbackTallyEntity.get({}).go({ consistent: true });
  const received = tally?.visitorReceived ?? 0;
  const announced = tally?.visitorAnnounced ?? 0;
  if (received <= announced) return 0;
  const recipients = noticeRecipients(await listAdmins());
  // The count moves on only from what was read: of two runs at once, one announces and the other changes nothing.
  const cancellation = await retryOnWriteConflict(() =>
    writeTransaction((entities) => ({
      tally: entities.feedbackTally
        .patch({})
        .set({ visitorAnnounced: received })
        .where(({ visitorAnnounced }, { eq, notExists }) =>
          announced === 0
            ? `${notExists(visitorAnnounced)} OR ${eq(visitorAnnounced, 0)}`
            : eq(visitorAnnounced, announced),
        )
        .commit(),
      notifications: notificationWrites(entities, recipients, notice(received - announced)),
    })),
  );
  if (cancellation?.conditionFailed('tally')) return 0;
  if (cancellation) throw cancellation.unexpected('Announcing visitor feedback');
  return received - announced;
}
