import { Entity } from 'electrodb';
import { SUBSCRIPTION_STATUSES } from '../../../../shared/plans';
import { documentClient, tableName } from '../client';

/**
 * A subscription of the local test-mode payment provider (the stand-in for Stripe offline), kept in HiveKeeper's
 * table. Times are seconds since the epoch, as Stripe's. `dueAt` is its next transition (trial end, period end);
 * the `subscriptionsByDueTime` index lets the local timer find the due ones with one Query.
 */
export const TestModeSubscriptionEntity = new Entity(
  {
    model: { service: 'hivekeeper', entity: 'testModeSubscription', version: '1' },
    attributes: {
      subscriptionId: { type: 'string', required: true, readOnly: true },
      customerId: { type: 'string', required: true, readOnly: true },
      userId: { type: 'string', required: true, readOnly: true },
      status: { type: SUBSCRIPTION_STATUSES, required: true },
      currentPeriodEnd: { type: 'number', required: true },
      cancelAtPeriodEnd: { type: 'boolean', required: true },
      trialEnd: { type: 'number' },
      dueAt: { type: 'number', required: true },
      /** Counts writes: each change is conditioned on the version it read, so the timer and a cancel never clash. */
      version: { type: 'number', required: true },
      /**
       * The index partition: every live test-mode subscription sits in `due` (the local stack holds a handful), and an
       * ended one moves to `ended`, out of the timer's Query.
       */
      dueIndex: { type: ['due', 'ended'] as const, required: true },
    },
    indexes: {
      subscriptionById: {
        pk: { field: 'pk', composite: ['subscriptionId'] },
        sk: { field: 'sk', composite: [] },
      },
      subscriptionsByDueTime: {
        index: 'gsi1',
        // Seconds have 10 digits until 2286, so the sort key's text order is their numeric order.
        pk: { field: 'gsi1pk', composite: ['dueIndex'] },
        sk: { field: 'gsi1sk', composite: ['dueAt'] },
      },
      /** One user's subscriptions, so deleting their account finds them with a Query. */
      subscriptionsOfUser: {
        index: 'gsi2',
        pk: { field: 'gsi2pk', composite: ['userId'] },
        sk: { field: 'gsi2sk', composite: ['subscriptionId'] },
      },
    },
  },
  { client: documentClient, table: tableName },
);
