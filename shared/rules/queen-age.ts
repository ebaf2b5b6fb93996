import { countOf } from '../count-of';
import { QUEEN_AGE_MONTHS, QUEEN_MARKING_COLOURS, type QueenMarkingColour } from '../domain/hive';
import type { CalendarDate } from '../schemas/common';
import { DAY_MS } from '../domain/durations';

/**
 * When a queen was introduced to her hive: a month (`YYYY-MM`) when that is all the beekeeper knows, or a day
 * (`YYYY-MM-DD`). Her age is counted from it, so it grows by itself; nothing stored goes stale.
 */
export type QueenIntroduction = string;

const MONTHS_PER_YEAR = 12;

/** Year, month (1-12) and day (1 for a month alone) of an introduction or a calendar date. */
function partsOf(value: QueenIntroduction | CalendarDate): { year: number; month: number; day: number } {
  const [year = 0, month = 1, day = 1] = value.split('-').map(Number);
  return { year, month, day };
}

/**
 * Her age in whole months on `today` (a calendar date): months since the month she was introduced, less one while
 * the day of the month she came has not yet come round. Never negative (an introduction dated later than today is
 * 0 months, a device's clock behind the server's).
 */
export function queenAgeInMonths(introducedOn: QueenIntroduction, today: CalendarDate): number {
  const from = partsOf(introducedOn);
  const to = partsOf(today);
  const months = (to.year - from.year) * MONTHS_PER_YEAR + (to.month - from.month) - (to.day < from.day ? 1 : 0);
  return Math.max(0, months);
}

/** The month she was introduced (`YYYY-MM`) for a queen `ageInMonths` old on `on`: how "age in months" is stored. */
export function introductionMonthFromAge(ageInMonths: number, on: CalendarDate): QueenIntroduction {
  const { year, month } = partsOf(on);
  const index = year * MONTHS_PER_YEAR + (month - 1) - ageInMonths;
  const introducedYear = Math.floor(index / MONTHS_PER_YEAR);
  const introducedMonth = (index % MONTHS_PER_YEAR) + 1;
  return `${String(introducedYear).padStart(4, '0')}-${String(introducedMonth).padStart(2, '0')}`;
}

/** Her age for people: '8 mo', '1 yr', '1 yr 3 mo'; 'under 1 mo' in her first month. */
export function queenAgeLabel(ageInMonths: number): string {
  if (ageInMonths < 1) return 'under 1 mo';
  const years = Math.floor(ageInMonths / MONTHS_PER_YEAR);
  const months = ageInMonths % MONTHS_PER_YEAR;
  return [years > 0 ? `${years} yr` : null, months > 0 ? `${months} mo` : null].filter(Boolean).join(' ');
}

/**
 * Her age in full, for a hive's page: '6 months' in her first year ('6 mo (6 months)' would say it twice), '1 yr 2 mo
 * (14 months)' after it.
 */
export function queenAgeInWords(ageInMonths: number): string {
  const inMonths = countOf(ageInMonths, 'month', 'months');
  return ageInMonths < MONTHS_PER_YEAR ? inMonths : `${queenAgeLabel(ageInMonths)} (${inMonths})`;
}

/**
 * The marking colour of a queen of `year` by the international code (see `QUEEN_MARKING_COLOURS`): white for
 * years ending in 1 or 6, yellow 2 or 7, red 3 or 8, green 4 or 9, blue 5 or 0.
 */
export function markingColourForYear(year: number): QueenMarkingColour {
  const colour = QUEEN_MARKING_COLOURS[(year + 4) % 5];
  if (!colour) throw new Error(`No marking colour for ${year}`);
  return colour;
}

/** The year she was introduced: the year her colour is suggested for (most queens are introduced the year they emerge). */
export function introductionYear(introducedOn: QueenIntroduction): number {
  return partsOf(introducedOn).year;
}

/**
 * Whether a queen could have been introduced then, as of the moment `now`: not in the future, and not longer ago
 * than any queen lives (`QUEEN_AGE_MONTHS`). "Today" is UTC's date plus one day, so a beekeeper east of UTC, already
 * in tomorrow, can record today.
 */
export function isPossibleIntroduction(introducedOn: QueenIntroduction, now: Date): boolean {
  const latestDay = new Date(now.getTime() + DAY_MS).toISOString().slice(0, 10);
  const latest = introducedOn.length === latestDay.length ? latestDay : latestDay.slice(0, 7);
  return introducedOn <= latest && queenAgeInMonths(introducedOn, latestDay) <= QUEEN_AGE_MONTHS.max;
}
