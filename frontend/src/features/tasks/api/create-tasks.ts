import type { Task, TaskInput } from '@shared/schemas/task';
import { countOf } from '@shared/count-of';
import { apiPath, routes } from '@/lib/api-routes';
import { useRecordWrite } from '@/lib/offline/record-write';
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
      label: { noun: countOf(tasks.length, 'task', 'tasks') },
    };
  }, taskListQueryKeys());
}
