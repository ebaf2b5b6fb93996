import { parseISO } from 'date-fns';
import type { CalendarDate } from '../schemas/common';

/**
 * HiveKeeper's calendar dates (`YYYY-MM-DD`) are days where the user is: "today" is the local day of the process
 * asking (the browser, or UTC in a Lambda).
 */
export function toCalendarDate(moment: Date): CalendarDate {
  const twoDigits = (value: number) => String(value).padStart(2, '0');
  return `${moment.getFullYear()}-${twoDigits(moment.getMonth() + 1)}-${twoDigits(moment.getDate())}`;
}

/** A calendar date as the local midnight that starts it; an ISO timestamp as its moment. */
export function toDate(value: CalendarDate | string | Date): Date {
  return value instanceof Date ? value : parseISO(value);
}
