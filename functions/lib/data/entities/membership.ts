import { Entity } from 'electrodb';
import { TEAM_ROLES } from '../../../../shared/domain/teams';
import { documentClient, tableName } from '../client';
import { timestampAttributes } from './timestamps';

/**
 * A beekeeper's place on an account shared with them: in the account's partition, keyed by the member, so what a
 * request on a shared account may do is one consistent read whatever the team's size, and a member removed is
 * refused from their next request. gsi1 lists the accounts shared with a beekeeper (the header's switcher). The
 * names are copies taken when the member joined, so the owner's team screen and the member's switcher need no
 * read of anyone's profile.
 */
export const MembershipEntity = new Entity(
  {
    model: { service: 'hivekeeper', entity: 'membership', version: '1' },
    attributes: {
      /** The owner's user id: the account shared. */
      accountId: { type: 'string', required: true, readOnly: true },
      memberId: { type: 'string', required: true, readOnly: true },
      role: { type: TEAM_ROLES, required: true },
      /** The apiaries the member may see and work on; absent for the whole account. */
      apiaryIds: { type: 'list', items: { type: 'string' } },
      memberName: { type: 'string', required: true },
      memberEmail: { type: 'string', required: true },
      /** The owner's name as the member's switcher shows the account. */
      accountName: { type: 'string', required: true },
      /** Whether the member's reminder e-mail lists the account's due tasks (`shared-reminders.ts`); absent is off. */
      taskReminders: { type: 'boolean' },
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
