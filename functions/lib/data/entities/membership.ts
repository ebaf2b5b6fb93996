import { Entity } from 'electrodb';
import { TEAM_ROLES } from '../../../../shared/domain/teams';
import { documentClient, tableName } from '../client';
import { timestampAttributes } from './timestamps';

/**
 * A beekeeper's place on an account shared with them: in the account's partition, keyed by the member, so what a
 * request on a shared account may do is one consistent GetItem whatever the team's size, and a member removed is
 * refused from their next request. gsi1 lists the accounts shared with a beekeeper (the header's switcher).
 */
export const MembershipEntity = new Entity(
  {
    model: { service: 'hivekeeper', entity: 'membership', version: '1' },
    attributes: {
      /** The owner's user id: the account shared. */
      accountId: { type: 'string', required: true, readOnly: true },
      memberId: { type: 'string', required: true, readOnly: true },
      role: { type: TEAM_ROLES, required: true },
      ...timestampAttributes,
    },
    indexes: {
      membership: {
        pk: { field: 'pk', composite: ['accountId'] },
        sk: { field: 'sk', composite: ['memberId'] },
      },
      accountsOfMember: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['memberId'] },
        sk: { field: 'gsi1sk', composite: ['accountId'] },
      },
    },
  },
  { client: documentClient, table: tableName },
);
