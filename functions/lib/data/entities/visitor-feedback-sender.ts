import { Entity } from 'electrodb';
import { documentClient, tableName } from '../client';

/**
 * The e-mail a visitor left with their feedback, as a pointer to that feedback in a partition keyed by the address,
 * written in the feedback's own transaction. A beekeeper deleting their account has their address taken off the
 * feedback they sent while signed out with one Query, as their own feedback is found by their user id (gsi1).
 */
export const VisitorFeedbackSenderEntity = new Entity(
  {
    model: { service: 'hivekeeper', entity: 'visitorFeedbackSender', version: '1' },
    attributes: {
      /** Trimmed and lower-cased by the shared schema, like an account's. */
      email: { type: 'string', required: true, readOnly: true },
      feedbackId: { type: 'string', required: true, readOnly: true },
    },
    indexes: {
      feedbackOfEmail: {
        pk: { field: 'pk', composite: ['email'] },
        sk: { field: 'sk', composite: ['feedbackId'] },
      },
    },
  },
  { client: documentClient, table: tableName },
);
