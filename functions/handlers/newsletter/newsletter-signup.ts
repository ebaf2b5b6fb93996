import { newsletterSignupInputSchema } from '../../../shared/schemas/newsletter';
import { signUpForNewsletter } from '../../lib/data/newsletter';
import { httpHandler } from '../../lib/http/handler';
import { accepted } from '../../lib/http/responses';
import { mailer } from '../../lib/mail/provider';
import { reminderSettings } from '../../lib/reminders/reminder-settings';
import { newsletterRoutes as routes } from '../../routes/newsletter';

/**
 * POST /api/newsletter (public): 202 with the address, the same for a new, a pending and a confirmed one. A new or
 * pending address is e-mailed its confirmation link (at most once a day), a confirmed one nothing.
 */
export const handler = httpHandler(routes.newsletterSignup, { body: newsletterSignupInputSchema }, async ({ body }) => {
  await signUpForNewsletter(body.email, { mailer: mailer(), settings: await reminderSettings() });
  return accepted({ email: body.email });
});
