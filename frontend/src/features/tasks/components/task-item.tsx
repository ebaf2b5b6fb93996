import { taskDueState } from '@shared/rules/due-dates';
import type { Task } from '@shared/schemas/task';
import { DeleteRecordButton } from '@/components/delete-record-button';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { useDeleteTask } from '../api/delete-task';
import { EditTaskDialog } from './task-dialogs';
import { TaskCheckbox } from './task-checkbox';
import { dueDateLabel, taskPlace } from './task-labels';
import { repeatLabel, TASK_PRIORITY_LABELS, TASK_RECORD } from './task-record';
import { TaskTypeIcon } from './task-type-icon';
import { QueuedEditBadge } from '@/components/outbox/queued-records';

const PRIORITY_TONES = { high: 'red', medium: 'amber', low: 'neutral' } as const;

/**
 * One task on the schedule: its completion checkbox, type, title, priority, due date (marked when overdue), hive
 * and apiary, how it repeats, its description, and Edit and Delete.
 */
export function TaskItem({ task }: { task: Task }) {
  const deleteTask = useDeleteTask();
  const overdue = taskDueState(task, new Date()) === 'overdue';
  const place = taskPlace(task);
  const repeats = repeatLabel(task);
  return (
    <li className="flex gap-3 rounded-lg border border-stone-200 bg-white p-4">
      <TaskCheckbox task={task} />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 wrap-anywhere">
        <div className="flex flex-wrap items-center gap-2">
          <TaskTypeIcon type={task.type} />
          <h3 className={cn('font-semibold text-stone-900', task.completed && 'text-stone-600 line-through')}>
            {task.title}
          </h3>
          <Badge tone={PRIORITY_TONES[task.priority]}>{TASK_PRIORITY_LABELS[task.priority]} priority</Badge>
          {overdue && <Badge tone="red">Overdue</Badge>}
          <QueuedEditBadge recordId={task.id} />
        </div>
        <p className="text-sm text-stone-700">
          Due <time dateTime={task.dueDate}>{dueDateLabel(task.dueDate)}</time>
          {place && <> · {place}</>}
          {repeats && <> · {repeats}</>}
        </p>
        {task.description && <p className="text-sm text-stone-700">{task.description}</p>}
        <div className="mt-1 flex flex-wrap gap-2">
          <EditTaskDialog task={task} />
          <DeleteRecordButton
            kind={TASK_RECORD}
            itemName={task.title}
            description={`"${task.title}" will be removed from your schedule and your calendar. This can't be undone.`}
            remove={() => deleteTask.mutateAsync(task.id)}
          />
        </div>
      </div>
    </li>
  );
}
