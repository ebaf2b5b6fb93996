import type { Task } from '@shared/schemas/task';
import { formatDate } from '@/lib/i18n/format';

const DUE_DATE: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' };

/** A due date as the schedule shows it, in the beekeeper's language: "Fri, June 12, 2026", "Fr., 12. Juni 2026". */
export const dueDateLabel = (date: string) => formatDate(date, DUE_DATE);

/** Where a task is: its hive and apiary, as many as it names ("Buttercup · Home Apiary"). */
export const taskPlace = (task: Pick<Task, 'hiveName' | 'apiaryName'>) =>
  [task.hiveName, task.apiaryName].filter(Boolean).join(' · ');
