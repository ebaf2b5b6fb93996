import { differenceInCalendarDays, format } from 'date-fns';
import type { SearchDateKind } from '@shared/domain/search';
import { toDate } from '@shared/rules/calendar';
import type { SearchResult } from '@shared/schemas/search';

/** A day as a beekeeper says it: today, tomorrow, yesterday, else "Sun, Nov 29" (and the year when not this one). */
export function dayInWords(date: string, now: Date): string {
  const day = toDate(date);
  const fromToday = differenceInCalendarDays(day, now);
  if (fromToday === 0) return 'today';
  if (fromToday === 1) return 'tomorrow';
  if (fromToday === -1) return 'yesterday';
  return format(day, day.getFullYear() === now.getFullYear() ? 'EEE, MMM d' : 'EEE, MMM d, yyyy');
}

/** How a day reads after its title: an inspection's or treatment's day alone ("Today"), a task's due or was due. */
const KIND_WORDS = {
  on: (day: string) => day.charAt(0).toUpperCase() + day.slice(1),
  due: (day: string) => `due ${day}`,
  wasDue: (day: string) => `done, was due ${day}`,
} as const satisfies Record<SearchDateKind, (day: string) => string>;

/**
 * A result's title with its day in words: "Rose · Fri, May 1", "Add honey supers · Rose · due tomorrow", "Check
 * queen excluder · done, was due yesterday".
 */
export function titleWithDay(result: Pick<SearchResult, 'title' | 'day'>, now: Date): string {
  if (!result.day) return result.title;
  return [result.title, KIND_WORDS[result.day.kind](dayInWords(result.day.date, now))].filter(Boolean).join(' · ');
}
