/** What admins are told about, without zod: the notification entity reads it. */

/**
 * What admins are told about (a new account, new feedback, a subscription started or ended, a new team), and what a
 * member of a shared account is told about it (its owner deleted it).
 */
export const NOTIFICATION_TYPES = [
  'new_user_signup',
  'new_feedback',
  'subscription_change',
  'new_team',
  'shared_account_deleted',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * How long an admin's notification is kept: a season to read and act on it. After that DynamoDB deletes it (the
 * table's time to live), so a notice naming a beekeeper or a visitor's e-mail doesn't outlive its use.
 */
export const NOTIFICATION_KEPT_DAYS = 90;
