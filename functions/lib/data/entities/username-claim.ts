import { Entity } from 'electrodb';
import { documentClient, tableName } from '../client';

/**
 * A username taken by a beekeeper, in a partition of its own keyed by the name in lower case, so that uniqueness
 * without regard to case is one condition in DynamoDB: a claim is created only where none exists (or where the
 * claimant already holds it), in the same transaction that sets the name on the user item (`profile.ts`).
 */
export const UsernameClaimEntity = new Entity(
  {
    model: { service: 'hivekeeper', entity: 'usernameClaim', version: '1' },
    attributes: {
      /** The username in lower case. */
      username: { type: 'string', required: true, readOnly: true },
      userId: { type: 'string', required: true },
    },
    indexes: {
      claim: {
        pk: { field: 'pk', composite: ['username'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  },
  { client: documentClient, table: tableName },
);
