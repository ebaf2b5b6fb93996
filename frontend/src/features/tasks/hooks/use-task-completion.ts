import { OUTBOX_STATUS, TOASTS } from '@shared/messages';
import type { Task, TaskUpdateAnswer } from '@shared/schemas/task';
import { messagesOf } from '@/lib/i18n/catalog';
import { toastError, toastSuccess } from '@/lib/outcome-toasts';
import { failureText } from '@/lib/record-kind';
import { useUpdateTask } from '../api/update-task';
import { dueDateLabel } from '../components/task-labels';
import { upcomingTasksMessages } from '../upcoming-tasks-messages';
import { isQueuedWrite } from '@/lib/offline/queued-write';

/** What the toast says after a check: done or pending again, and the next one a repeating task scheduled. */
function completionMessage({ task, nextTask }: TaskUpdateAnswer): string {
  const t = messagesOf(upcomingTasksMessages);
  const done = task.completed ? TOASTS.taskCompleted : TOASTS.taskPending;
  return nextTask ? t('nextDue', { done, date: dueDateLabel(nextTask.dueDate) }) : done;
}

/**
 * A task's completion checkbox (spec section 4): a click sends the flipped `completed` flag; while that update is
 * in flight the box shows the new state and further clicks are ignored, so one click is one request.
 */
export function useTaskCompletion(task: Pick<Task, 'id' | 'title' | 'completed'>) {
  const update = useUpdateTask();
  const pending = update.isPending;
  function toggle() {
    if (pending) return;
    update.mutate(
      { id: task.id, title: task.title, patch: { completed: !task.completed } },
      {
        onSuccess: (answer) =>
          isQueuedWrite(answer) ? toastSuccess(OUTBOX_STATUS.savedOnDevice) : toastSuccess(completionMessage(answer)),
        onError: (error) => toastError(failureText(TOASTS.taskUpdateFailedBecause, error)),
      },
    );
  }
  return { toggle, pending, completed: pending ? !task.completed : task.completed };
}
