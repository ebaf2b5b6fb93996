/**
 * Notices for the admins (a sign-up, ...): one notification per admin, written in one transaction so either every
 * admin has it or none does. No Caller: the sign-up trigger and the simulate route both notify whoever the admins
 * are, not the signed-in user.
 */
import { ulid } from 'ulid';
import { NOTIFICATION_KEPT_DAYS } from '../../../shared/domain/notification';
import type { NotificationType } from '../../../shared/schemas/notification';
import { writeTransaction } from './transactions';

const SECONDS_PER_DAY = 24 * 60 * 60;

/** DynamoDB's limit on the items of one transaction: the most admins one notice reaches. */
export const MAX_NOTIFIED_ADMINS = 100;

export interface AdminNotice {
  type: NotificationType;
  title: string;
  message: string;
  /** The beekeeper the notice is about, if it names one: deleting their account deletes the notice too. */
  aboutUserId?: string;
}

/**
 * Gives each admin (by Cognito `sub`) an unread copy of `notice`, each copy with an id of its own (an admin's id
 * names nothing in another admin's partition), kept `NOTIFICATION_KEPT_DAYS`; answers how many admins it reached.
 */
export async function createAdminNotifications(adminIds: readonly string[], notice: AdminNotice): Promise<number> {
  const recipients = [...new Set(adminIds)].slice(0, MAX_NOTIFIED_ADMINS);
  if (recipients.length === 0) return 0;
  const expiresAt = Math.floor(Date.now() / 1000) + NOTIFICATION_KEPT_DAYS * SECONDS_PER_DAY;
  const cancellation = await writeTransaction((entities) => ({
    notifications: recipients.map((userId) =>
      entities.notification.create({ userId, notificationId: ulid(), expiresAt, ...notice }).commit(),
    ),
  }));
  if (cancellation) throw cancellation.unexpected('Notifying the admins');
  return recipients.length;
}
