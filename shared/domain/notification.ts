/** What admins and beekeepers are told about, without zod: the notification entity reads it. */

/**
 * What admins are told about (a new account, new feedback, a subscription started or ended, a new team), what a
 * member of a shared account is told about it (its owner deleted it), and what a beekeeper's hive scale tells them
 * unasked (`hive_alert`: a swarm, a nectar flow, stores running low).
 */
export const NOTIFICATION_TYPES = [
  'new_user_signup',
  'new_feedback',
  'subscription_change',
  'new_team',
  'shared_account_deleted',
  'hive_alert',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * What a hive's scale tells its beekeeper (`hive_alert` notices, `scale-insights.ts`), each with its hive's id and
 * name, a weight in kilograms (`kg`: the drop, the flow's gain, the stores left) and a count of days (`days`: the
 * flow's so far, the days until the stores run low). The bell links each to its hive's page.
 */
export const HIVE_ALERT_CODES = ['swarmSuspected', 'nectarFlowStarted', 'starvationRisk'] as const;
export type HiveAlertCode = (typeof HIVE_ALERT_CODES)[number];

/**
 * How long a notification is kept: a season to read and act on it. After that DynamoDB deletes it (the
 * table's time to live), so a notice naming a beekeeper or a visitor's e-mail doesn't outlive its use.
 */
export const NOTIFICATION_KEPT_DAYS = 90;

/** At most this many notifications per answer, newest first: the bell's popover never needs more. */
export const NOTIFICATIONS_LISTED = 50;
