/**
 * The tasks linked to a hive (or an apiary) go when it does. They are found through the tasks' `tasksOfLink` index
 * (gsi2), which has no consistent reads: a task linked in the same instant as the delete may be missed (a window of
 * milliseconds, accepted; it then names a hive that is gone).
 */
import type { Caller } from '../caller';
import { TaskEntity } from './entities/task';
import { retryOnWriteConflict, writeTransaction } from './transactions';

/** Tasks deleted per transaction: DynamoDB's 100 items. */
const LINKED_TASKS_PER_TRANSACTION = 100;
/** Transactions one request spends on them: 1,000 tasks, some 20 DynamoDB requests. */
const LINKED_TASK_TRANSACTIONS_PER_REQUEST = 10;

/**
 * Deletes the caller's tasks linked to `linkId`, 100 per transaction, at most 1,000 per request. Answers whether
 * none is left: a link with more takes another request.
 */
export async function deleteLinkedTasks({ userId }: Caller, linkId: string): Promise<boolean> {
  for (let round = 0; round < LINKED_TASK_TRANSACTIONS_PER_REQUEST; round++) {
    const { data } = await TaskEntity.query
      .tasksOfLink({ userId, linkId })
      .go({ limit: LINKED_TASKS_PER_TRANSACTION, attributes: ['taskId'] });
    if (data.length === 0) return true;
    const cancellation = await retryOnWriteConflict(() =>
      writeTransaction((entities) => ({
        tasks: data.map(({ taskId }) => entities.task.delete({ userId, taskId }).commit()),
      })),
    );
    if (cancellation) throw cancellation.unexpected("Deleting a hive's tasks");
    if (data.length < LINKED_TASKS_PER_TRANSACTION) return true;
  }
  return false;
}
