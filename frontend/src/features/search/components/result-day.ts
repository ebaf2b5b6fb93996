import { differenceInCalendarDays } from 'date-fns';
import { toDate } from '@shared/rules/calendar';
import type { SearchResult } from '@shared/schemas/search';
import { messagesOf, type Translate } from '@/lib/i18n/catalog';
import { formatDate, WEEKDAY_AND_DAY } from '@/lib/i18n/format';
import { searchMessages, type SearchKey } from '../messages';

/** The days a beekeeper names rather than dates, by how far they are from today. */
const NEAR_DAYS: Readonly<Record<number, string>> = { 0: 'today', 1: 'tomorrow', [-1]: 'yesterday' };

/**
 * A result's day in the beekeeper's words: today, tomorrow, yesterday, else the weekday and date (the year only when
 * not this one), as an inspection's or treatment's day ("Fri, May 1"), a task's due day ("due tomorrow") or the day a
 * done task was due ("done, was due yesterday"); null for a record without one.
 */
export function dayInWords(
  resultDay: SearchResult['day'],
  now: Date,
  t: Translate<SearchKey> = messagesOf(searchMessages),
): string | null {
  if (!resultDay) return null;
  const day = toDate(resultDay.date);
  const near = NEAR_DAYS[differenceInCalendarDays(day, now)] ?? 'other';
  const date = formatDate(
    resultDay.date,
    day.getFullYear() === now.getFullYear() ? WEEKDAY_AND_DAY : { ...WEEKDAY_AND_DAY, year: 'numeric' },
  );
  return t(`day.${resultDay.kind}`, { near, date });
}
