import { differenceInDays, differenceInHours, differenceInMinutes } from 'date-fns';
import { formatDay } from '../i18n/format';
import { toDate } from './calendar';

const DAYS_SHOWN_AS_AGE = 7;

/** How a language says a notification's age: 'Just now', '5m ago', '3h ago', '2d ago' in American English. */
export interface NotificationAgeWords {
  justNow: string;
  minutes: (count: number) => string;
  hours: (count: number) => string;
  days: (count: number) => string;
}

/**
 * When a notification arrived, in `words`: just now under a minute (or if stamped ahead of this clock), its age in
 * minutes under an hour, in hours under a day, in days under 7 days, then its date as `locale` writes it.
 */
export function notificationTimeLabel(
  createdAt: string | Date,
  now: Date,
  words: NotificationAgeWords,
  locale: string,
): string {
  const moment = toDate(createdAt);
  const minutes = differenceInMinutes(now, moment);
  if (minutes < 1) return words.justNow;
  if (minutes < 60) return words.minutes(minutes);
  const hours = differenceInHours(now, moment);
  if (hours < 24) return words.hours(hours);
  const days = differenceInDays(now, moment);
  if (days < DAYS_SHOWN_AS_AGE) return words.days(days);
  return formatDay(moment, locale);
}
