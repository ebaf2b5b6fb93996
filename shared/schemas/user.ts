import * as z from 'zod';
import { SUBSCRIPTION_PLANS, SUBSCRIPTION_STATUSES } from '../plans';
import { HIVE_TYPES } from '../domain/hive';
import { isTimeZone } from '../domain/time-zone';
import { LOCALES } from '../i18n/locales';
import { UNIT_SYSTEMS } from '../rules/units';
import { VALIDATION } from '../messages';
import { isoDateTimeSchema } from './common';

/**
 * What a beekeeper sets on `/profile` and HiveKeeper applies everywhere: units for every weight, temperature and
 * wind speed, the hive type the hive form starts with, which e-mails they want, their time zone and language. The hemisphere is not a
 * setting: it follows the apiaries' latitude.
 */
/** An IANA time zone the server knows (`Europe/London`): reminder e-mails come at 07:00 in it. */
export const timeZoneSchema = z
  .string({ error: VALIDATION.timeZoneInvalid })
  .max(64, { error: VALIDATION.timeZoneInvalid })
  .refine(isTimeZone, { error: VALIDATION.timeZoneInvalid });

export const userPreferencesSchema = z.object({
  units: z.enum(UNIT_SYSTEMS),
  defaultHiveType: z.enum(HIVE_TYPES),
  notifications: z.object({
    taskReminders: z.boolean(),
    treatmentReminders: z.boolean(),
    productNews: z.boolean(),
    /** The alerts of their hive scales (a swarm, a nectar flow, stores running low) by e-mail as well as in the bell. */
    scaleAlerts: z.boolean(),
  }),
  /** Where the beekeeper is, from their browser when they save the profile; null until then (no reminders yet). */
  timezone: timeZoneSchema.nullable(),
  /** The language HiveKeeper speaks to them, on screen and in e-mails; null until chosen (the browser's then). */
  language: z.enum(LOCALES, { error: VALIDATION.languageInvalid }).nullable(),
});
export type UserPreferences = z.infer<typeof userPreferencesSchema>;

/** The profile's statistics, computed from the beekeeper's records (never read by listing them all). */
export const userStatisticsSchema = z.object({
  hives: z.number().int().nonnegative(),
  apiaries: z.number().int().nonnegative(),
  inspectionsThisYear: z.number().int().nonnegative(),
  /** Null before the first inspection. */
  daysSinceLastInspection: z.number().int().nonnegative().nullable(),
  memberSince: isoDateTimeSchema,
});
export type UserStatistics = z.infer<typeof userStatisticsSchema>;

/** The signed-in user as `GET /api/auth/user` answers it (spec section 3). */
export const userSchema = z.object({
  id: z.string(),
  username: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  bio: z.string().nullable(),
  email: z.string(),
  profileImageUrl: z.string().nullable(),
  createdAt: isoDateTimeSchema,
  isAdmin: z.boolean(),
  subscriptionPlan: z.enum(SUBSCRIPTION_PLANS),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
});
export type User = z.infer<typeof userSchema>;

/**
 * The signed-in beekeeper as `GET /api/auth/user` answers once the Profile issue lands: the user with their
 * preferences and statistics (`profileImageUrl` a short-lived presigned GET).
 */
export const currentUserSchema = userSchema.extend({
  preferences: userPreferencesSchema,
  statistics: userStatisticsSchema,
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/**
 * What `GET /api/auth/user/is-new` answers: whether the beekeeper is new (no apiary and no hive: the dashboard
 * welcomes them) and whether they closed the getting-started checklist.
 */
export const isNewUserSchema = z.object({ isNewUser: z.boolean(), gettingStartedDismissed: z.boolean() });
export type IsNewUser = z.infer<typeof isNewUserSchema>;
