import { Entity } from 'electrodb';
import { documentClient, tableName } from '../client';
import { timestampAttributes } from './timestamps';

/**
 * A payment provider's webhook event HiveKeeper has applied, kept by its id so that a delivery of the same event
 * again (providers retry) changes nothing. It is written in the same transaction as the user's new state.
 */
export const BillingEventEntity = new Entity(
  {
    model: { service: 'hivekeeper', entity: 'billingEvent', version: '1' },
    attributes: {
      eventId: { type: 'string', required: true, readOnly: true },
      type: { type: 'string', required: true, readOnly: true },
      userId: { type: 'string', required: true, readOnly: true },
      createdAt: timestampAttributes.createdAt,
    },
    indexes: {
      eventById: {
        pk: { field: 'pk', composite: ['eventId'] },
        sk: { field: 'sk', composite: [] },
      },
      /** The events applied to one user, so deleting their account finds them with a Query. */
      billingEventsOfUser: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['userId'] },
        sk: { field: 'gsi1sk', composite: ['eventId'] },
      },
    },
  },
  { client: documentClient, table: tableName },
);
