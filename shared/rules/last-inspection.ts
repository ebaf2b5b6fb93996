import { differenceInCalendarDays } from 'date-fns';
import type { CalendarDate } from '../schemas/common';
import { toDate } from './calendar';

const DAYS_PER_WEEK = 7;
/** A month is counted as 30 days, as the spec's "under 30 days" boundary implies. */
const DAYS_PER_MONTH = 30;

/** How long ago a hive was last inspected, in the unit its label counts in: what each screen words in its language. */
export type LastInspectionAge = 'never' | 'today' | { unit: 'day' | 'week' | 'month'; count: number };

/**
 * How long ago a hive was last inspected, in calendar days where the user is: never; today (also for a date in the
 * future, a clock ahead of the device); days under 7 days; weeks under 30 (1 week for 7-13 days); then 30-day months
 * (1 month for 30-59 days), with no switch to years.
 */
export function lastInspectionAge(lastInspection: CalendarDate | string | Date | null, now: Date): LastInspectionAge {
  if (lastInspection === null) return 'never';
  const days = differenceInCalendarDays(now, toDate(lastInspection));
  if (days <= 0) return 'today';
  if (days < DAYS_PER_WEEK) return { unit: 'day', count: days };
  if (days < DAYS_PER_MONTH) return { unit: 'week', count: Math.floor(days / DAYS_PER_WEEK) };
  return { unit: 'month', count: Math.floor(days / DAYS_PER_MONTH) };
}

/**
 * The age in the spec's English, for the screens that still show `hiveFacts` as they are (the dashboard): Never,
 * Today, '1 day ago', '3 weeks ago', '2 months ago'.
 */
export function lastInspectionLabel(lastInspection: CalendarDate | string | Date | null, now: Date): string {
  const age = lastInspectionAge(lastInspection, now);
  if (age === 'never') return 'Never';
  if (age === 'today') return 'Today';
  return `${age.count} ${age.unit}${age.count === 1 ? '' : 's'} ago`;
}
