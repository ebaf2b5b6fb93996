import { DAY_MS } from '../../../shared/domain/durations';
/** When demo records happen, relative to the day the stack starts, so the demo data always looks current. */

/**
 * When a demo treatment was applied (or a transaction made): this many days before the stack starts, on the latest
 * past day of the year `MM-DD` (so a season's feeding stays in its season whenever the stack starts), or on that
 * day of last year.
 */
export type DemoDay = { daysAgo: number } | { lastOn: string } | { lastYearOn: string };

/** The calendar day (UTC) this many days from now (before it when negative). */
export function daysFromNow(days: number): string {
  return new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
}

/** The day of a demo treatment or transaction; for `lastOn`, this year's when it has passed (UTC), else last year's. */
export function dayOf(on: DemoDay): string {
  if ('daysAgo' in on) return daysFromNow(-on.daysAgo);
  const today = daysFromNow(0);
  if ('lastYearOn' in on) return `${Number(today.slice(0, 4)) - 1}-${on.lastYearOn}`;
  const thisYear = `${today.slice(0, 4)}-${on.lastOn}`;
  return thisYear <= today ? thisYear : `${Number(today.slice(0, 4)) - 1}-${on.lastOn}`;
}

/**
 * The year the latest northern winter that is over ended in (COLOSS: 1 October to 1 April, `shared/rules/winter-losses.ts`):
 * this year's from 1 April on, else last year's. The demo's colony history is dated around it, so a reset any day
 * shows one whole winter's losses.
 */
export function lastWinterEndYear(): number {
  const today = daysFromNow(0);
  const year = Number(today.slice(0, 4));
  return today >= `${String(year)}-04-01` ? year : year - 1;
}
