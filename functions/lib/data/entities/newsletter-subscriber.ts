import { Entity } from 'electrodb';
import { documentClient, tableName } from '../client';
import { TABLE_DESIGN } from '../table-design';
import { timestampAttributes } from './timestamps';

/**
 * An address signed up for HiveKeeper's newsletter from the landing page. Anyone may sign up without an account,
 * so the item belongs to no user: it heads its own partition, keyed by the normalized address, which makes a
 * second item for the same address impossible. It stays `pending` (and expires) until the link of its
 * confirmation e-mail is followed; only `confirmed` addresses are on the list. An item written before the double
 * opt-in has no status: it was never confirmed, so it counts as pending.
 */
export const NewsletterSubscriberEntity = new Entity(
  {
    model: { service: 'hivekeeper', entity: 'newsletterSubscriber', version: '1' },
    attributes: {
      /** Trimmed and lower-cased by the shared schema before it gets here. */
      email: { type: 'string', required: true, readOnly: true },
      status: { type: ['pending', 'confirmed'] as const },
      /** When the last confirmation e-mail went out (ISO): at most one per `NEWSLETTER_OPT_IN.resendAfterHours`. */
      lastMailedAt: { type: 'string' },
      confirmedAt: { type: 'string' },
      /** While pending, when DynamoDB deletes it (seconds since the epoch); removed on confirmation. */
      expiresAt: { type: 'number', field: TABLE_DESIGN.timeToLiveAttribute },
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
