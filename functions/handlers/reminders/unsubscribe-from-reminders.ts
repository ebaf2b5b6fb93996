import * as z from 'zod';
import { API_ERRORS } from '../../../shared/messages';
import { turnOffReminders } from '../../lib/data/reminders';
import { BadRequestError } from '../../lib/errors';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { reminderSettings } from '../../lib/reminders/reminder-settings';
import { verifyUnsubscribeToken } from '../../lib/reminders/unsubscribe-token';
import { remindersRoutes as routes } from '../../routes/reminders';

/** The token comes in the query, as both the e-mail's `List-Unsubscribe` link and the unsubscribe page send it. */
const unsubscribeQuerySchema = z.object({ token: z.string().max(512) });

/**
 * POST /api/reminders/unsubscribe?token=... (public: the signed token names the beekeeper): turns both reminder
 * preferences off. A mail client's RFC 8058 one-click POST (body `List-Unsubscribe=One-Click`) and the unsubscribe
 * page's button both come here; the body is not read. A forged or tampered token answers 400 and changes nothing.
 */
export const handler = httpHandler(
  routes.unsubscribeFromReminders,
  { query: unsubscribeQuerySchema },
  async ({ query }) => {
    const settings = await reminderSettings();
    const userId = settings === null ? null : verifyUnsubscribeToken(query.token, settings.secret);
    if (userId === null) throw new BadRequestError({ token: [API_ERRORS.unsubscribeLinkInvalid] });
    await turnOffReminders(userId);
    return ok({ unsubscribed: true });
  },
);
