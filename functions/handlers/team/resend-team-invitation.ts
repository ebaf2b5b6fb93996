import { idParamsSchema } from '../../../shared/schemas/common';
import { resendTeamInvitation } from '../../lib/data/team';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { mailer } from '../../lib/mail/provider';
import { reminderSettings } from '../../lib/reminders/reminder-settings';
import { teamRoutes as routes } from '../../routes/team';

/** POST /api/team/invitations/{id}/resend (Pro): a new link, e-mailed; the older one stops working. */
export const handler = httpHandler(
  routes.resendTeamInvitation,
  { params: idParamsSchema },
  async ({ caller, params }) =>
    ok(await resendTeamInvitation(caller, params.id, { mailer: mailer(), settings: await reminderSettings() })),
);
