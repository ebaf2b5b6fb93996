import { Entity } from 'electrodb';
import { documentClient, tableName } from '../client';

/**
 * An account being deleted, in one partition of its own so the deletion job's sweeper finds every deletion left
 * halfway with one Query (no Scan). Written in the same transaction that marks the user item
 * (`deletionRequestedAt`), and deleted in the same transaction as the user item, last of all: while it exists the
 * deletion is unfinished. Deletions are rare and short-lived, so the one partition stays small.
 */
export const AccountDeletionEntity = new Entity(
  {
    model: { service: 'hivekeeper', entity: 'accountDeletion', version: '1' },
    attributes: {
      userId: { type: 'string', required: true, readOnly: true },
      /** ISO time of the request. */
      requestedAt: { type: 'string', required: true, readOnly: true },
    },
    indexes: {
      /** Every unfinished deletion, oldest user id first (the sweeper takes them in pages). */
      deletion: {
        pk: { field: 'pk', composite: [] },
        sk: { field: 'sk', composite: ['userId'] },
      },
    },
  },
  { client: documentClient, table: tableName },
);
