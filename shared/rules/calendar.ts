import type { CalendarDate } from '../schemas/common';

/**
 * HiveKeeper's calendar dates (`YYYY-MM-DD`) are days where the user is: "today" is the local day of the process
 * asking (the browser, or UTC in a Lambda).
 */
export function toCalendarDate(moment: Date): CalendarDate {
  const twoDigits = (value: number) => String(value).padStart(2, '0');
  return `${moment.getFullYear()}-${twoDigits(moment.getMonth() + 1)}-${twoDigits(moment.getDate())}`;
}

/**
 * A calendar date (`YYYY-MM-DD`, or a month `YYYY-MM`) as the local midnight that starts it; an ISO timestamp as its
 * moment. (Without date-fns' parser: the dashboard's budget has no room for it.)
 */
export function toDate(value: CalendarDate | string | Date): Date {
  if (value instanceof Date) return value;
  const day = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(value);
  return day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3] ?? 1)) : new Date(value);
}
