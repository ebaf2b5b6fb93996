import type { CalendarDate } from '../schemas/common';
import { toCalendarDate } from './calendar';

/**
 * Due dates are calendar days, so "before now" means before today: something due today is still upcoming and
 * becomes overdue tomorrow.
 */
export type DueState = 'overdue' | 'upcoming';

function dueStateOf(dueDate: CalendarDate, now: Date): DueState {
  // YYYY-MM-DD dates compare correctly as text.
  return dueDate < toCalendarDate(now) ? 'overdue' : 'upcoming';
}

/** A task's state: completed, or (when pending) overdue or upcoming by its due date. */
export function taskDueState(task: { dueDate: CalendarDate; completed: boolean }, now: Date): DueState | 'completed' {
  return task.completed ? 'completed' : dueStateOf(task.dueDate, now);
}

export function isTaskOverdue(task: { dueDate: CalendarDate; completed: boolean }, now: Date): boolean {
  return taskDueState(task, now) === 'overdue';
}

export function isTaskUpcoming(task: { dueDate: CalendarDate; completed: boolean }, now: Date): boolean {
  return taskDueState(task, now) === 'upcoming';
}

/** A treatment's follow-up: overdue or upcoming by its nextDueDate; null when none is planned. */
export function treatmentDueState(treatment: { nextDueDate: CalendarDate | null }, now: Date): DueState | null {
  return treatment.nextDueDate === null ? null : dueStateOf(treatment.nextDueDate, now);
}
