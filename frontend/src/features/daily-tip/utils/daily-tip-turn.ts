import { toCalendarDate } from '@shared/rules/calendar';
import { isDailyTipDue } from '@shared/rules/daily-tip-due';

/**
 * The day this browser last showed the daily tip to a user (`YYYY-MM-DD`, the beekeeper's local day), one key per
 * account. Kept in the browser as the spec says: the tip is a nudge, not a record, and a server preference would cost
 * a write on every dismissal for little gain.
 */
export const dailyTipShownKey = (userId: string) => `hivekeeper.dailyTipShown.${userId}`;

/**
 * Whether to show `userId` today's tip in this browser. The first visit in a browser only records the day and shows
 * nothing: that visit belongs to the welcome and the getting-started steps (and a beekeeper signing in on a new
 * device has just come for something), so tips start the next day. Storage the browser blocks means no tip rather
 * than the same tip on every visit.
 */
export function isDailyTipTurn(userId: string, now: Date): boolean {
  try {
    const lastShown = window.localStorage.getItem(dailyTipShownKey(userId));
    if (lastShown === null) {
      window.localStorage.setItem(dailyTipShownKey(userId), toCalendarDate(now));
      return false;
    }
    return isDailyTipDue(lastShown, now);
  } catch {
    return false;
  }
}

/** Records that `userId` has seen the tip of `day`'s date: it doesn't show again in this browser that day. */
export function markDailyTipShown(userId: string, day: Date): void {
  try {
    window.localStorage.setItem(dailyTipShownKey(userId), toCalendarDate(day));
  } catch {
    // Nothing to keep the day in; isDailyTipTurn() answers false in that case.
  }
}
