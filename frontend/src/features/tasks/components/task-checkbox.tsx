import { useEffect, useRef } from 'react';
import type { Task } from '@shared/schemas/task';
import { useMay } from '@/api/acting-account';
import { Checkbox } from '@/components/ui/checkbox';
import { useMessages } from '@/lib/i18n/catalog';
import { useTaskCompletion } from '../hooks/use-task-completion';
import { upcomingTasksMessages } from '../upcoming-tasks-messages';

const checkboxId = (taskId: string) => `task-done-${taskId}`;

/**
 * A task's completion checkbox, named by the task ("Done: Swarm check"), with a 44 px target. While its update is
 * in flight it shows the new state, is marked busy, and ignores clicks.
 */
export function TaskCheckbox({ task }: { task: Pick<Task, 'id' | 'title' | 'completed'> }) {
  const t = useMessages(upcomingTasksMessages);
  const { toggle, pending, completed } = useTaskCompletion(task);
  // A viewer of a shared account sees whether a task is done and can't change it.
  const mayRecord = useMay('editor');
  const focused = useRef(false);
  // Checked on the schedule, the task moves to another group, a new list item: keyboard focus follows it there.
  useEffect(
    () => () => {
      if (!focused.current || (document.activeElement && document.activeElement !== document.body)) return;
      document.getElementById(checkboxId(task.id))?.focus();
    },
    [task.id],
  );
  return (
    <Checkbox
      className="-m-2.5"
      id={checkboxId(task.id)}
      aria-label={t('done', { title: task.title })}
      aria-busy={pending}
      checked={completed}
      disabled={!mayRecord}
      onChange={toggle}
      onFocus={() => {
        focused.current = true;
      }}
      onBlur={() => {
        focused.current = false;
      }}
    />
  );
}
