import { taskDueState } from '@shared/rules/due-dates';
import type { Task } from '@shared/schemas/task';
import { DeleteRecordButton } from '@/components/delete-record-button';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/catalog';
import { useDeleteTask } from '../api/delete-task';
import { tasksMessages } from '../messages';
import { OWN_WORDS, WithOwnWords } from './own-words';
import { EditTaskDialog } from './task-dialogs';
import { TaskCheckbox } from './task-checkbox';
import { dueDateLabel, taskPlace } from './task-labels';
import { TASK_RECORD } from './task-record';
import { repeatLabel } from './task-texts';
import { TaskTypeIcon } from './task-type-icon';
import { QueuedEditBadge } from '@/components/outbox/queued-records';

const PRIORITY_TONES = { high: 'red', medium: 'amber', low: 'neutral' } as const;

/**
 * One task on the schedule: its completion checkbox, type, title, priority, due date (marked when overdue), hive
 * and apiary, how it repeats, its description, and Edit and Delete.
 */
export function TaskItem({ task }: { task: Task }) {
  const t = useMessages(tasksMessages);
  const deleteTask = useDeleteTask();
  const overdue = taskDueState(task, new Date()) === 'overdue';
  const place = taskPlace(task);
  const repeats = repeatLabel(t, task);
  return (
    <li className="flex gap-3 rounded-lg border border-stone-200 bg-white p-4">
      <TaskCheckbox task={task} />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 wrap-anywhere">
        <div className="flex flex-wrap items-center gap-2">
          <TaskTypeIcon type={task.type} />
          <h3
            translate="no"
            className={cn('font-semibold text-stone-900', task.completed && 'text-stone-600 line-through')}
          >
            {task.title}
          </h3>
          <Badge tone={PRIORITY_TONES[task.priority]}>{t(`priorityBadge.${task.priority}`)}</Badge>
          {overdue && <Badge tone="red">{t('item.overdue')}</Badge>}
          <QueuedEditBadge recordId={task.id} />
        </div>
        <p className="text-sm text-stone-700">
          {t('item.due')} <time dateTime={task.dueDate}>{dueDateLabel(task.dueDate)}</time>
          {place && <span translate="no"> · {place}</span>}
          {repeats && <> · {repeats}</>}
        </p>
        {task.description && (
          <p translate="no" className="text-sm text-stone-700">
            {task.description}
          </p>
        )}
        <div className="mt-1 flex flex-wrap gap-2">
          <EditTaskDialog task={task} />
          <DeleteRecordButton
            kind={TASK_RECORD}
            itemName={task.title}
            verb={t('item.delete')}
            wording={{
              name: t('item.deleteNamed', { title: task.title }),
              question: t('item.deleteQuestion', { title: task.title }),
            }}
            confirmLabel={t('item.delete')}
            pendingLabel={t('item.deleting')}
            description={
              <WithOwnWords message={t('item.deleteDescription', { title: OWN_WORDS })} words={task.title} />
            }
            remove={() => deleteTask.mutateAsync(task.id)}
          />
        </div>
      </div>
    </li>
  );
}
