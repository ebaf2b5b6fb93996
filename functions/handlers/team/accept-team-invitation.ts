import { invitationTokenInputSchema } from '../../../shared/schemas/team';
import { acceptTeamInvitation } from '../../lib/data/team';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { recordBusinessMetric } from '../../lib/metrics';
import { reminderSettings } from '../../lib/reminders/reminder-settings';
import { routes } from '../../routes';

/**
 * POST /api/team/invitation/accept: the account joined; 403 unless the signed-in beekeeper's verified e-mail is the
 * invited one, 410 for a link used, revoked or expired, 409 for a member already.
 */
export const handler = httpHandler(
  routes.acceptTeamInvitation,
  { body: invitationTokenInputSchema },
  async ({ caller, body }) => {
    const settings = await reminderSettings();
    const account = await acceptTeamInvitation(caller, body.token, settings?.secret ?? null);
    recordBusinessMetric('teamMemberJoined');
    return ok(account);
  },
);
