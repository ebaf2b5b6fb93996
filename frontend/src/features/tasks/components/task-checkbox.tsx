import type { Task } from '@shared/schemas/task';
import { useTaskCompletion } from '../hooks/use-task-completion';

/**
 * A task's completion checkbox, named by the task ("Done: Swarm check"), with a 44 px target. While its update is
 * in flight it shows the new state, is marked busy, and ignores clicks.
 */
export function TaskCheckbox({ task }: { task: Pick<Task, 'id' | 'title' | 'completed'> }) {
  const { toggle, pending, completed } = useTaskCompletion(task);
  return (
    <label className="-m-2.5 flex size-11 shrink-0 cursor-pointer items-center justify-center">
      <input
        type="checkbox"
        className="size-5 cursor-pointer accent-honey-700"
        aria-label={`Done: ${task.title}`}
        aria-busy={pending}
        checked={completed}
        onChange={toggle}
      />
    </label>
  );
}
