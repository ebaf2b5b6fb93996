import { invitationTokenInputSchema } from '../../../shared/schemas/team';
import { config } from '../../lib/config';
import { acceptTeamInvitation } from '../../lib/data/team';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { logger } from '../../lib/logger';
import { recordBusinessMetric } from '../../lib/metrics';
import { notifyAdminsOfNewTeam } from '../../lib/notifications/team-notice';
import { reminderSettings } from '../../lib/reminders/reminder-settings';
import { teamRoutes as routes } from '../../routes/team';

/**
 * POST /api/team/invitation/accept: the account joined; 403 unless the signed-in beekeeper's verified e-mail is the
 * invited one, 410 for a link used, revoked or expired, 409 for a member already. An account's first member makes a
 * new team: every admin gets a `new_team` notification (a failure is logged; the membership stands).
 */
export const handler = httpHandler(
  routes.acceptTeamInvitation,
  { body: invitationTokenInputSchema },
  async ({ caller, body }) => {
    const settings = await reminderSettings();
    const { account, firstOfTeam } = await acceptTeamInvitation(caller, body.token, settings?.secret ?? null);
    recordBusinessMetric('teamMemberJoined');
    const { userPoolId } = config.userPool;
    if (firstOfTeam && userPoolId) {
      await notifyAdminsOfNewTeam({ accountId: account.accountId, accountName: account.name }, userPoolId).catch(
        (error: unknown) =>
          logger.error('Telling the admins of a new team failed; the member joined', { error: error as Error }),
      );
    }
    return ok(account);
  },
);
