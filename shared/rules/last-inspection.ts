import { differenceInCalendarDays } from 'date-fns';
import type { CalendarDate } from '../schemas/common';
import { toDate } from './calendar';

const DAYS_PER_WEEK = 7;
/** A month is counted as 30 days, as the spec's "under 30 days" boundary implies. */
const DAYS_PER_MONTH = 30;

/**
 * How long ago a hive was last inspected, in calendar days where the user is:
 * Never; Today (also for a date in the future, a clock ahead of the device); '1 day ago'; 'N days ago' under 7 days;
 * '1 week ago' under 14; 'N weeks ago' under 30; then 'N months ago' counting 30-day months ('1 month ago' for
 * 30-59 days), with no switch to years.
 */
export function lastInspectionLabel(lastInspection: CalendarDate | string | Date | null, now: Date): string {
  if (lastInspection === null) return 'Never';
  const days = differenceInCalendarDays(now, toDate(lastInspection));
  if (days <= 0) return 'Today';
  if (days === 1) return '1 day ago';
  if (days < DAYS_PER_WEEK) return `${days} days ago`;
  if (days < 2 * DAYS_PER_WEEK) return '1 week ago';
  if (days < DAYS_PER_MONTH) return `${Math.floor(days / DAYS_PER_WEEK)} weeks ago`;
  const months = Math.floor(days / DAYS_PER_MONTH);
  return months === 1 ? '1 month ago' : `${months} months ago`;
}
