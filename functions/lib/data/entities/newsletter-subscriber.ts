import { Entity } from 'electrodb';
import { documentClient, tableName } from '../client';
import { timestampAttributes } from './timestamps';

/**
 * An address signed up for HiveKeeper's newsletter from the landing page. Anyone may sign up without an account,
 * so the item belongs to no user: it heads its own partition, keyed by the normalized address, which makes a
 * second item for the same address impossible.
 */
export const NewsletterSubscriberEntity = new Entity(
  {
    model: { service: 'hivekeeper', entity: 'newsletterSubscriber', version: '1' },
    attributes: {
      /** Trimmed and lower-cased by the shared schema before it gets here. */
      email: { type: 'string', required: true, readOnly: true },
      createdAt: timestampAttributes.createdAt,
    },
    indexes: {
      subscriberByEmail: {
        pk: { field: 'pk', composite: ['email'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  },
  { client: documentClient, table: tableName },
);
