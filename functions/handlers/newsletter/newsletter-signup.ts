import { newsletterSignupInputSchema } from '../../../shared/schemas/newsletter';
import { subscribeToNewsletter } from '../../lib/data/newsletter';
import { httpHandler } from '../../lib/http/handler';
import { created, ok } from '../../lib/http/responses';
import { routes } from '../../routes';

/**
 * POST /api/newsletter (public): 201 for a new address, 200 with `alreadySubscribed: true` for one already
 * signed up, so the landing page can confirm either way.
 */
export const handler = httpHandler(routes.newsletterSignup, { body: newsletterSignupInputSchema }, async ({ body }) => {
  const signup = await subscribeToNewsletter(body.email);
  return signup.alreadySubscribed ? ok(signup) : created(signup);
});
