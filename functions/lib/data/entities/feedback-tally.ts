import { Entity } from 'electrodb';
import { documentClient, tableName } from '../client';

/**
 * The admins' stat cards over all feedback, kept by ADDs in the same transaction as each feedback write (a new item,
 * a status change), so reading them is one GetItem however much feedback there is.
 */
export const FeedbackTallyEntity = new Entity(
  {
    model: { service: 'hivekeeper', entity: 'feedbackTally', version: '1' },
    attributes: {
      total: { type: 'number' },
      open: { type: 'number' },
      in_progress: { type: 'number' },
      resolved: { type: 'number' },
      closed: { type: 'number' },
      ratingSum: { type: 'number' },
      ratingCount: { type: 'number' },
      /** Visitors' feedback ever received, and how much of it the admins have been told of (`announceVisitorFeedback`). */
      visitorReceived: { type: 'number' },
      visitorAnnounced: { type: 'number' },
    },
    indexes: {
      tally: {
        pk: { field: 'pk', composite: [] },
        sk: { field: 'sk', composite: [] },
      },
    },
  },
  { client: documentClient, table: tableName },
);
