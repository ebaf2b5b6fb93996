import { addDays } from 'date-fns';
import { toCalendarDate } from '@shared/rules/calendar';
import { taskDueState } from '@shared/rules/due-dates';
import type { Task } from '@shared/schemas/task';

export const TASK_GROUPS = ['overdue', 'today', 'thisWeek', 'later', 'completed'] as const;
export type TaskGroup = (typeof TASK_GROUPS)[number];

/** Days after today that count as "this week": the coming seven days, whatever the weekday. */
const WEEK_DAYS = 7;

/** Where a task goes on the schedule: completed, overdue (due before today), today, the coming week, or later. */
export function taskGroupOf(task: Pick<Task, 'dueDate' | 'completed'>, now: Date): TaskGroup {
  const state = taskDueState(task, now);
  if (state !== 'upcoming') return state;
  if (task.dueDate === toCalendarDate(now)) return 'today';
  return task.dueDate <= toCalendarDate(addDays(now, WEEK_DAYS)) ? 'thisWeek' : 'later';
}

/** The tasks of each group in the order given (the server's: soonest due first, completed most recent first). */
export function groupTasks(tasks: readonly Task[], now: Date): Record<TaskGroup, Task[]> {
  const groups: Record<TaskGroup, Task[]> = { overdue: [], today: [], thisWeek: [], later: [], completed: [] };
  for (const task of tasks) groups[taskGroupOf(task, now)].push(task);
  return groups;
}
