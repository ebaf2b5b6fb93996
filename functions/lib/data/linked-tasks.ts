/**
 * The tasks linked to a hive (or an apiary) go when it does, with their search words. They are found through the
 * tasks' `tasksOfLink` index (gsi2), which has no consistent reads: a task linked in the same instant as the delete
 * may be missed (a window of milliseconds, accepted; it then names a hive that is gone).
 */
import type { Caller } from '../caller';
import { TaskEntity } from './entities/task';
import { recordsFitting, searchTermsOf } from './search-index';
import { taskTermUpdates } from './tasks';
import { WriteConflictError, retryOnWriteConflict, writeTransaction } from './transactions';

/** Items a transaction of linked tasks spends on them and their search words: DynamoDB's 100. */
const LINKED_TASK_ITEMS_PER_TRANSACTION = 100;
/** Transactions one request spends on them: some 20 DynamoDB requests. */
const LINKED_TASK_TRANSACTIONS_PER_REQUEST = 10;

/**
 * Deletes the caller's tasks linked to `linkId` with their search words, as many as fit a transaction of 100 items
 * (100 one-item tasks with no words, 5 with 16-word texts), ten transactions per request. Answers whether none is
 * left: a link with more takes another request.
 */
export async function deleteLinkedTasks({ userId }: Caller, linkId: string): Promise<boolean> {
  for (let round = 0; round < LINKED_TASK_TRANSACTIONS_PER_REQUEST; round++) {
    const finished = await retryOnWriteConflict(async () => {
      const { data } = await TaskEntity.query
        .tasksOfLink({ userId, linkId })
        .go({ limit: LINKED_TASK_ITEMS_PER_TRANSACTION, attributes: ['taskId', 'title', 'description', 'updatedAt'] });
      if (data.length === 0) return true;
      const batch = recordsFitting(data, (task) => searchTermsOf('task', task), LINKED_TASK_ITEMS_PER_TRANSACTION);
      const cancellation = await writeTransaction((entities) => ({
        // Each as read (gsi2 is eventually consistent): one edited meanwhile has other words.
        tasks: batch.map(({ taskId, updatedAt: readAt }) =>
          entities.task
            .delete({ userId, taskId })
            .where(({ updatedAt }, { eq }) => eq(updatedAt, readAt))
            .commit(),
        ),
        terms: batch.flatMap((task) => taskTermUpdates(entities, { ...task, userId }, null)),
      }));
      if (cancellation?.conditionFailed('tasks')) throw new WriteConflictError('task changed while deleting it');
      if (cancellation) throw cancellation.unexpected("Deleting a hive's tasks");
      return batch.length === data.length && data.length < LINKED_TASK_ITEMS_PER_TRANSACTION;
    });
    if (finished) return true;
  }
  return false;
}
