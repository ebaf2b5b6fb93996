import type { CalendarDate } from '../schemas/common';
import type { UserPreferences } from '../schemas/user';
import { MINUTE_MS } from '../domain/durations';

/**
 * Reminder e-mails: once a day, at this hour of the beekeeper's own time zone, the tasks and treatments due that day
 * or overdue. The hourly job finds whose 07:00 it is by the UTC hour their 07:00 falls on (`reminderUtcHour`).
 */
export const REMINDER_LOCAL_HOUR = 7;

/** What the profile says of when reminders come, and the e-mail repeats. */
export const REMINDER_SCHEDULE = `Sent once a day at ${REMINDER_LOCAL_HOUR}:00 your local time, only when something is due.`;

/**
 * A treatment's follow-up is reminded while it is overdue by at most this many days: a treatment record is never
 * completed, and a later application is a record of its own, so older follow-ups are left to `/treatments`.
 */
export const OVERDUE_TREATMENT_REMINDER_DAYS = 14;

/** A reminder e-mail lists at most this many tasks and this many treatments; the rest are on `/schedule` and `/treatments`. */
export const REMINDER_ITEMS_LISTED = 50;

interface LocalTime {
  date: CalendarDate;
  hour: number;
  /** Minutes the zone is ahead of UTC at that moment (negative west of Greenwich). */
  offsetMinutes: number;
}

/** The wall clock in `timeZone` at `moment`: its calendar day, hour and UTC offset. */
export function localTimeIn(moment: Date, timeZone: string): LocalTime {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(moment)
      .map(({ type, value }) => [type, value]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute', string>;
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
  );
  const wholeMinute = Math.floor(moment.getTime() / MINUTE_MS) * MINUTE_MS;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    offsetMinutes: Math.round((asUtc - wholeMinute) / MINUTE_MS),
  };
}

/**
 * Minutes a beekeeper's clock is ahead of UTC at `moment`: their profile's time zone, as their reminders read it;
 * UTC for one who has chosen none.
 */
export function utcOffsetIn(timeZone: string | undefined, moment: Date): number {
  return timeZone ? localTimeIn(moment, timeZone).offsetMinutes : 0;
}

/** The calendar day it is in `timeZone` at `moment`: what "today" means for a beekeeper there. */
export function localDateIn(moment: Date, timeZone: string): CalendarDate {
  return localTimeIn(moment, timeZone).date;
}

/**
 * The UTC hour of the first hourly firing at or after 07:00 in `timeZone`, with the zone's offset at `moment`:
 * 06 for London in summer, 07 in winter, 02 for Kolkata (07:30 there). A change of offset (daylight saving) is
 * caught by the job itself, which moves the beekeeper to their new hour when it finds their 07:00 elsewhere.
 */
export function reminderUtcHour(timeZone: string, moment: Date): number {
  const { offsetMinutes } = localTimeIn(moment, timeZone);
  const hour = Math.ceil((REMINDER_LOCAL_HOUR * 60 - offsetMinutes) / 60);
  return ((hour % 24) + 24) % 24;
}

/**
 * The hour a beekeeper's reminders are read at, or null when they get none: neither reminder is on, or their time
 * zone is not known yet (it is saved with the profile).
 */
export function reminderHourOf(
  { notifications, timezone }: Pick<UserPreferences, 'notifications' | 'timezone'>,
  moment: Date,
): number | null {
  const subscribed = notifications.taskReminders || notifications.treatmentReminders;
  return subscribed && timezone !== null ? reminderUtcHour(timezone, moment) : null;
}

/** Whether a beekeeper in `timeZone` is due their reminder at `moment`: it is 07:00 or later on their day. */
export function isReminderTime(timeZone: string, moment: Date): boolean {
  return localTimeIn(moment, timeZone).hour >= REMINDER_LOCAL_HOUR;
}

export type ReminderDue = 'overdue' | 'today';

/** Whether something due on `dueDate` is reminded on `today`: overdue, due today, or not yet (null). */
export function reminderDueState(dueDate: CalendarDate, today: CalendarDate): ReminderDue | null {
  if (dueDate === today) return 'today';
  return dueDate < today ? 'overdue' : null;
}

/** `day` moved by `days` (negative for earlier), as a calendar date. */
export function addDays(day: CalendarDate, days: number): CalendarDate {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** What the unsubscribe page says once it worked. */
export const UNSUBSCRIBE_MESSAGES = {
  heading: 'Reminder e-mails',
  prompt: 'Stop the daily e-mails of tasks and treatments that are due?',
  done: "You won't get reminder e-mails any more.",
  turnBackOn: 'You can turn them back on on your profile.',
  failed: "We couldn't unsubscribe you. Please try again.",
} as const;
