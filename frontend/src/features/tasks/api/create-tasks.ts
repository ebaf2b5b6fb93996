import type { Task, TaskInput } from '@shared/schemas/task';
import { apiPath, routes } from '@/lib/api-routes';
import { messagesOf } from '@/lib/i18n/catalog';
import { useRecordWrite } from '@/lib/offline/record-write';
import { tasksMessages } from '../messages';
import { taskListQueryKeys } from './task-lists';

/**
 * `POST /api/tasks/batch` (through the outbox without signal): the season's checked tasks, created together or not
 * at all. Each task is named here, so a replay after a lost answer finds the batch instead of adding it twice.
 */
export function useCreateTasks() {
  return useRecordWrite<TaskInput[], Task[]>(async (tasks) => {
    const { ulid } = await import('ulid');
    return {
      recordType: 'task',
      method: 'POST',
      path: apiPath(routes.createTasks),
      body: { tasks: tasks.map((task) => ({ ...task, id: ulid() })) },
      // What the outbox lists it as, in the language of the checklist it came from.
      label: { noun: messagesOf(tasksMessages)('season.taskCount', { count: tasks.length }) },
    };
  }, taskListQueryKeys());
}
