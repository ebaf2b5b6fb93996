import { toCalendarDate } from './calendar';

/**
 * The tip dialog shows once per calendar day: when the stored last-shown date is not today. Apart from the tips
 * themselves (./daily-tips), so the dashboard can decide without downloading them.
 */
export function isDailyTipDue(lastShownDate: string | null, now: Date): boolean {
  return lastShownDate !== toCalendarDate(now);
}
