import { Entity } from 'electrodb';
import { TASK_REPEATS } from '../../../../shared/domain/task-repeats';
import { TASK_PRIORITIES, TASK_TYPES } from '../../../../shared/domain/task';
import { documentClient, tableName } from '../client';
import { authorAttributes } from './authors';
import { timestampAttributes } from './timestamps';

/** The `linkId` of a task linked to no hive or apiary: such a task is left out of gsi2. */
export const TASK_UNLINKED = 'none';

/**
 * A task in its owner's partition. `status` rather than a completed flag, so the schedule's lists are two sorted
 * Queries: pending by due date (oldest first puts overdue on top) and completed (newest first).
 */
export const TaskEntity = new Entity(
  {
    model: { service: 'hivekeeper', entity: 'task', version: '1' },
    attributes: {
      userId: { type: 'string', required: true, readOnly: true },
      taskId: { type: 'string', required: true, readOnly: true },
      title: { type: 'string', required: true },
      description: { type: 'string' },
      dueDate: { type: 'string', required: true },
      priority: { type: TASK_PRIORITIES, required: true },
      type: { type: TASK_TYPES, required: true },
      status: { type: ['pending', 'completed'] as const, required: true, default: 'pending' },
      hiveId: { type: 'string' },
      apiaryId: { type: 'string' },
      /**
       * The hive the task is for, else its apiary: what deleting a hive or an apiary looks tasks up by. A task linked
       * to nothing says so rather than leaving it out: ElectroDB keys a conditional index only from all of its
       * composites, and refuses a write of `dueDate` without `linkId`.
       */
      linkId: { type: 'string', required: true, default: TASK_UNLINKED },
      repeat: { type: TASK_REPEATS, required: true, default: 'none' },
      repeatEveryDays: { type: 'number' },
      /** The treatment whose mite recount this task is. */
      treatmentId: { type: 'string' },
      ...timestampAttributes,
      ...authorAttributes,
    },
    indexes: {
      /** One task by its id, as the `{id}` routes name it. */
      task: {
        pk: { field: 'pk', composite: ['userId'] },
        sk: { field: 'sk', composite: ['taskId'] },
      },
      /** The schedule: pending tasks soonest due first (`order: 'asc'`), completed ones newest first. */
      tasksByStatus: {
        index: 'gsi1',
        condition: () => true,
        pk: { field: 'gsi1pk', composite: ['userId', 'status'] },
        sk: { field: 'gsi1sk', composite: ['dueDate', 'taskId'] },
      },
      /** The tasks of one hive (or of an apiary, for tasks linked to an apiary only): what a delete cleans up. */
      tasksOfLink: {
        index: 'gsi2',
        condition: (attributes) => attributes.linkId !== TASK_UNLINKED,
        pk: { field: 'gsi2pk', composite: ['userId', 'linkId'] },
        sk: { field: 'gsi2sk', composite: ['dueDate', 'taskId'] },
      },
    },
  },
  { client: documentClient, table: tableName },
);
