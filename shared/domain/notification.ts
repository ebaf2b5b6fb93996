/** What admins are told about, without zod: the notification entity reads it. */

/** What admins are told about: a new account, new feedback, a subscription started or ended. */
export const NOTIFICATION_TYPES = ['new_user_signup', 'new_feedback', 'subscription_change'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
