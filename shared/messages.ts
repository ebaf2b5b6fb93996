/**
 * Every message HiveKeeper shows or answers with, kept once so the UI and the API say the same words.
 * Validation messages are the product spec's (section 5); the rest follow its tone.
 *
 * Each area's words are in its own file of `messages/` (`messages/hives.ts`), re-exported here: a new area is a
 * file there and one `export *` line below. The three tables every screen and route share are made of the areas'
 * parts: `VALIDATION` of each `<AREA>_VALIDATION`, `API_ERRORS` of each `<AREA>_API_ERRORS`, `TOASTS` of each
 * `<AREA>_TOASTS`; a new area names its own words instead (`BILLING_MESSAGES`). The colony history's areas
 * (`messages/queens.ts`, `colony-events.ts`, `winter-losses.ts`, `hive-labels.ts`) are imported from their own files,
 * not re-exported: every screen and Lambda loads these tables, and those words belong to a few of them.
 */
import { ACCOUNT_API_ERRORS, ACCOUNT_VALIDATION } from './messages/account';
import { OFFLINE_API_ERRORS, OFFLINE_VALIDATION } from './messages/offline';
import { TEAM_TOASTS, TEAMS_API_ERRORS, TEAMS_VALIDATION } from './messages/teams';
import { APIARY_API_ERRORS, APIARY_TOASTS, APIARY_VALIDATION } from './messages/apiaries';
import { BILLING_API_ERRORS } from './messages/billing';
import { CALENDAR_API_ERRORS, CALENDAR_TOASTS } from './messages/calendar';
import { COMMON_API_ERRORS, COMMON_TOASTS, COMMON_VALIDATION } from './messages/common';
import { FEEDBACK_API_ERRORS, FEEDBACK_VALIDATION } from './messages/feedback';
import { FINANCE_API_ERRORS, FINANCE_TOASTS, FINANCE_VALIDATION } from './messages/finances';
import { HIVE_API_ERRORS, HIVE_TOASTS, HIVE_VALIDATION } from './messages/hives';
import { INSPECTION_API_ERRORS, INSPECTION_TOASTS, INSPECTION_VALIDATION } from './messages/inspections';
import { NEWSLETTER_API_ERRORS } from './messages/newsletter';
import { NOTIFICATION_API_ERRORS } from './messages/notifications';
import { PRODUCTION_API_ERRORS, PRODUCTION_TOASTS, PRODUCTION_VALIDATION } from './messages/production';
import { PROFILE_API_ERRORS, PROFILE_VALIDATION } from './messages/profile';
import { REMINDER_API_ERRORS } from './messages/reminders';
import { SEARCH_VALIDATION } from './messages/search';
import { TASK_API_ERRORS, TASK_TOASTS, TASK_VALIDATION } from './messages/tasks';
import { TREATMENT_API_ERRORS, TREATMENT_TOASTS, TREATMENT_VALIDATION } from './messages/treatments';
import { UPLOAD_TOASTS, UPLOAD_VALIDATION } from './messages/uploads';
import { WEATHER_API_ERRORS, WEATHER_VALIDATION } from './messages/weather';

export * from './messages/account';
export * from './messages/apiaries';
export * from './messages/billing';
export * from './messages/calendar';
export * from './messages/common';
export * from './messages/feedback';
export * from './messages/finances';
export * from './messages/hives';
export * from './messages/inspections';
export * from './messages/newsletter';
export * from './messages/newsletter-signup';
export * from './messages/notifications';
export * from './messages/production';
export * from './messages/profile';
export * from './messages/recorded-by';
export * from './messages/reminders';
export * from './messages/search';
export * from './messages/shared-accounts';
export * from './messages/tasks';
export * from './messages/offline';
export * from './messages/outbox';
export * from './messages/teams';
export * from './messages/treatments';
export * from './messages/uploads';
export * from './messages/weather';

export const VALIDATION = {
  ...COMMON_VALIDATION,
  ...APIARY_VALIDATION,
  ...HIVE_VALIDATION,
  ...INSPECTION_VALIDATION,
  ...TREATMENT_VALIDATION,
  ...PRODUCTION_VALIDATION,
  ...FINANCE_VALIDATION,
  ...TASK_VALIDATION,
  ...WEATHER_VALIDATION,
  ...FEEDBACK_VALIDATION,
  ...PROFILE_VALIDATION,
  ...UPLOAD_VALIDATION,
  ...SEARCH_VALIDATION,
  ...ACCOUNT_VALIDATION,
  ...TEAMS_VALIDATION,
  ...OFFLINE_VALIDATION,
} as const;

export const API_ERRORS = {
  ...COMMON_API_ERRORS,
  ...APIARY_API_ERRORS,
  ...HIVE_API_ERRORS,
  ...INSPECTION_API_ERRORS,
  ...TREATMENT_API_ERRORS,
  ...PRODUCTION_API_ERRORS,
  ...FINANCE_API_ERRORS,
  ...TASK_API_ERRORS,
  ...CALENDAR_API_ERRORS,
  ...WEATHER_API_ERRORS,
  ...FEEDBACK_API_ERRORS,
  ...PROFILE_API_ERRORS,
  ...ACCOUNT_API_ERRORS,
  ...TEAMS_API_ERRORS,
  ...OFFLINE_API_ERRORS,
  ...BILLING_API_ERRORS,
  ...NOTIFICATION_API_ERRORS,
  ...NEWSLETTER_API_ERRORS,
  ...REMINDER_API_ERRORS,
} as const;

export const TOASTS = {
  ...COMMON_TOASTS,
  ...APIARY_TOASTS,
  ...HIVE_TOASTS,
  ...INSPECTION_TOASTS,
  ...TREATMENT_TOASTS,
  ...PRODUCTION_TOASTS,
  ...FINANCE_TOASTS,
  ...TASK_TOASTS,
  ...CALENDAR_TOASTS,
  ...UPLOAD_TOASTS,
  ...TEAM_TOASTS,
} as const;
