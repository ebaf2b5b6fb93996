import { Entity } from 'electrodb';
import { TEAM_ROLES } from '../../../../shared/domain/teams';
import { documentClient, tableName } from '../client';
import { timestampAttributes } from './timestamps';

/**
 * An invitation to an account, keyed by its e-mail's hash (one per address), pending until the invited beekeeper
 * accepts it (which deletes it in the membership's transaction, so its link works once) or the owner revokes it.
 * The e-mailed link is signed for the account, the invitation and its `sentAt`: resending signs a new one and the
 * older link stops working. Expired, it stays on the owner's list to resend or revoke (it counts in `teamSize`).
 */
export const TeamInvitationEntity = new Entity(
  {
    model: { service: 'hivekeeper', entity: 'teamInvitation', version: '1' },
    attributes: {
      accountId: { type: 'string', required: true, readOnly: true },
      invitationId: { type: 'string', required: true, readOnly: true },
      /** Lower case: accepting needs a signed-in beekeeper whose verified e-mail is this one. */
      email: { type: 'string', required: true },
      role: { type: TEAM_ROLES, required: true },
      apiaryIds: { type: 'list', items: { type: 'string' } },
      /** The owner's name, for the e-mail and the invitation page. */
      accountName: { type: 'string', required: true },
      sentAt: { type: 'string', required: true },
      /** When the link of the last e-mail stops working (ISO). */
      linkExpiresAt: { type: 'string', required: true },
      ...timestampAttributes,
    },
    indexes: {
      invitation: {
        pk: { field: 'pk', composite: ['accountId'] },
        sk: { field: 'sk', composite: ['invitationId'] },
      },
    },
  },
  { client: documentClient, table: tableName },
);
