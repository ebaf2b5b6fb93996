import { format } from 'date-fns';
import { toDate } from '@shared/rules/calendar';
import type { Task, TaskType } from '@shared/schemas/task';

export const TASK_TYPE_LABELS = {
  inspection: 'Inspection',
  treatment: 'Treatment',
  feeding: 'Feeding',
  harvest: 'Harvest',
  maintenance: 'Maintenance',
  other: 'Other',
} as const satisfies Record<TaskType, string>;

/** A due date as the schedule shows it: "Fri 12 June 2026". */
export const dueDateLabel = (date: string) => format(toDate(date), 'EEE d MMMM yyyy');

/** Where a task is: its hive and apiary, as many as it names ("Buttercup · Home Apiary"). */
export const taskPlace = (task: Pick<Task, 'hiveName' | 'apiaryName'>) =>
  [task.hiveName, task.apiaryName].filter(Boolean).join(' · ');
