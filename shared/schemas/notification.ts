import * as z from 'zod';
import { HIVE_ALERT_CODES, NOTIFICATION_TYPES } from '../domain/notification';
import { SUBSCRIPTION_PLANS } from '../plans';
import { VALIDATION } from '../messages';
import { recordFields, requiredEmail, requiredText } from './common';
import { usernameSchema } from './profile';

export { NOTIFICATION_TYPES, NOTIFICATIONS_LISTED, type NotificationType } from '../domain/notification';

/**
 * What a notice says, as facts the web app words in the reader's language (`shared/i18n/catalogs/notifications`,
 * `notice.<code>.*`): its stored `title` and `message` are the same in English.
 */
export const NOTICE_CODES = [
  'signup',
  'feedback',
  'visitorFeedback',
  'newTeam',
  'sharedAccountDeleted',
  ...HIVE_ALERT_CODES,
] as const;
export type NoticeCode = (typeof NOTICE_CODES)[number];
/** A notice's names and counts: data the beekeepers wrote, codes and numbers, never English words. */
export type NoticeParams = Record<string, string | number>;

/**
 * A notification as `GET /api/notifications` lists it (the caller's own: an admin's notices, a beekeeper's hive
 * alerts); the bell shows the unread ones. A hive alert's params name its hive (`hiveId`), which the bell links to. `code` and `params`
 * are absent on notices written before HiveKeeper stored them: those show their English `title` and `message`.
 */
export const notificationSchema = z.object({
  ...recordFields,
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  code: z.enum(NOTICE_CODES).optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** What the admin's Test Notification System card sends (POST /api/test/simulate-signup). */
export const simulateSignupInputSchema = z.object({
  name: requiredText(VALIDATION.nameRequired, 100, 'Name'),
  email: requiredEmail(),
  username: usernameSchema,
  subscriptionTier: z
    .enum(SUBSCRIPTION_PLANS, { error: VALIDATION.invalidOption('Subscription tier', SUBSCRIPTION_PLANS) })
    .default('free'),
});
export type SimulateSignupInput = z.input<typeof simulateSignupInputSchema>;
export type ParsedSimulateSignupInput = z.output<typeof simulateSignupInputSchema>;

/** `GET /api/notifications?unread=true` lists only the unread ones (what the bell counts and shows). */
export const notificationListQuerySchema = z.object({
  unread: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
