import { invitationTokenQuerySchema } from '../../../shared/schemas/team';
import { previewTeamInvitation } from '../../lib/data/team';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { reminderSettings } from '../../lib/reminders/reminder-settings';
import { teamRoutes as routes } from '../../routes/team';

/** GET /api/team/invitation?token=...: what the invitation offers; 400 for a forged link, 410 for a spent one. */
export const handler = httpHandler(
  routes.previewTeamInvitation,
  { query: invitationTokenQuerySchema },
  async ({ caller, query }) => {
    const settings = await reminderSettings();
    return ok(await previewTeamInvitation(caller, query.token, settings?.secret ?? null));
  },
);
