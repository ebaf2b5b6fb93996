import type { Task, TaskInput } from '@shared/schemas/task';
import { apiPath, routes } from '@/lib/api-routes';
import { useRecordWrite } from '@/lib/offline/record-write';
import { taskListQueryKeys } from './task-lists';

/** `POST /api/tasks` (through the outbox without signal): 404 when the hive or apiary isn't the beekeeper's. */
export function useCreateTask() {
  return useRecordWrite<TaskInput, Task>(
    (input) => ({
      recordType: 'task',
      method: 'POST',
      path: apiPath(routes.createTask),
      body: input,
      hiveId: input.hiveId,
      label: { noun: input.title },
    }),
    taskListQueryKeys(),
  );
}
