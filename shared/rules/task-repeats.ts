import { addDays, addMonths, addWeeks, addYears } from 'date-fns';
import type { TaskRepeat } from '../domain/task-repeats';
import type { CalendarDate } from '../schemas/common';
import { toCalendarDate, toDate } from './calendar';

/** How a task repeats, as the task keeps it. */
export interface TaskRepetition {
  repeat: TaskRepeat;
  /** Only for 'every_n_days'. */
  repeatEveryDays: number | null;
}

/**
 * The due date of the task that follows a completed repeating task, counted from the completed task's due date
 * (not from the day it was ticked), so a weekly check stays on its weekday. A month or a year later keeps the day
 * of the month, or takes the month's last day when it has no such day (Jan 31 → Feb 28, Feb 29 → Feb 28 next
 * year). Null when the task does not repeat.
 */
export function nextDueDate(dueDate: CalendarDate, { repeat, repeatEveryDays }: TaskRepetition): CalendarDate | null {
  const from = toDate(dueDate);
  switch (repeat) {
    case 'none':
      return null;
    case 'every_n_days':
      return repeatEveryDays === null ? null : toCalendarDate(addDays(from, repeatEveryDays));
    case 'weekly':
      return toCalendarDate(addWeeks(from, 1));
    case 'monthly':
      return toCalendarDate(addMonths(from, 1));
    case 'yearly':
      return toCalendarDate(addYears(from, 1));
  }
}
