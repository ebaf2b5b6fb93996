import { Entity } from 'electrodb';
import { FEEDBACK_CATEGORIES, FEEDBACK_STATUSES } from '../../../../shared/domain/feedback';
import { documentClient, tableName } from '../client';
import { timestampAttributes } from './timestamps';

/**
 * A feedback item, from a signed-in user or a visitor. Feedback belongs to HiveKeeper rather than to one user, so
 * the item lives in one all-feedback partition, sorted by its id: a ULID, so id order is time order and a
 * descending Query answers newest first. That partition also gives one item by its id (the admin's PUT).
 *
 * - `feedbackOfUser` (gsi1, sparse: a visitor's feedback has no user id, so no gsi1 key): the sender's own, newest
 *   first, one Query.
 * - `feedbackByStatus` (gsi2): one status's, newest first; a status change moves the item between partitions.
 * A category filter reads the all-feedback (or the status's) partition in bounded pages (`feedback.ts`): no Scan,
 * and no third index while four categories share the list. Feedback arrives by hand and is rate limited, so the
 * few partitions stay far below DynamoDB's per-partition throughput.
 */
export const FeedbackEntity = new Entity(
  {
    model: { service: 'hivekeeper', entity: 'feedback', version: '1' },
    attributes: {
      feedbackId: { type: 'string', required: true, readOnly: true },
      category: { type: FEEDBACK_CATEGORIES, required: true, readOnly: true },
      subject: { type: 'string', required: true, readOnly: true },
      message: { type: 'string', required: true, readOnly: true },
      rating: { type: 'number', readOnly: true },
      /** The account's e-mail for a signed-in sender, the one a visitor gave, or none. */
      userEmail: { type: 'string', readOnly: true },
      userId: { type: 'string', readOnly: true },
      status: { type: FEEDBACK_STATUSES, required: true },
      ...timestampAttributes,
    },
    indexes: {
      /** All feedback, newest first with `order: 'desc'`; one item by its id. */
      feedback: {
        pk: { field: 'pk', composite: [] },
        sk: { field: 'sk', composite: ['feedbackId'] },
      },
      feedbackOfUser: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['userId'] },
        sk: { field: 'gsi1sk', composite: ['feedbackId'] },
      },
      feedbackByStatus: {
        index: 'gsi2',
        condition: () => true,
        pk: { field: 'gsi2pk', composite: ['status'] },
        sk: { field: 'gsi2sk', composite: ['feedbackId'] },
      },
    },
  },
  { client: documentClient, table: tableName },
);
