import { sharedTaskRemindersInputSchema, userIdParamsSchema } from '../../../shared/schemas/team';
import { setSharedTaskReminders } from '../../lib/data/shared-reminders';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { teamRoutes as routes } from '../../routes/team';

/**
 * PUT /api/team/accounts/{id}/reminders: whether the tasks of that account, shared with the beekeeper, come in their
 * reminder e-mails; 404 for an account not shared with them.
 */
export const handler = httpHandler(
  routes.setSharedTaskReminders,
  { params: userIdParamsSchema, body: sharedTaskRemindersInputSchema },
  async ({ caller, params, body }) => ok(await setSharedTaskReminders(caller, params.id, body.on)),
);
