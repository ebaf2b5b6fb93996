import { teamInvitationInputSchema } from '../../../shared/schemas/team';
import { inviteTeamMember } from '../../lib/data/team';
import { httpHandler } from '../../lib/http/handler';
import { created } from '../../lib/http/responses';
import { mailer } from '../../lib/mail/provider';
import { recordBusinessMetric } from '../../lib/metrics';
import { reminderSettings } from '../../lib/reminders/reminder-settings';
import { teamRoutes as routes } from '../../routes/team';

/**
 * POST /api/team/invitations (Pro): 201 with the invitation, e-mailed with its signed link; 400 for the owner's own
 * address, 409 for a member already, an address already invited or a full team.
 */
export const handler = httpHandler(
  routes.inviteTeamMember,
  { body: teamInvitationInputSchema },
  async ({ caller, body }) => {
    const invitation = await inviteTeamMember(caller, body, { mailer: mailer(), settings: await reminderSettings() });
    recordBusinessMetric('teamMemberInvited');
    return created(invitation);
  },
);
