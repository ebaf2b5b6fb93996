import { API_ERRORS } from '../../../shared/messages';
import { newsletterTokenQuerySchema } from '../../../shared/schemas/newsletter';
import { confirmNewsletterSignup } from '../../lib/data/newsletter';
import { BadRequestError } from '../../lib/errors';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { newsletterAddressOf } from '../../lib/newsletter/newsletter-token';
import { TOKEN_PURPOSES } from '../../lib/signed-token';
import { newsletterRoutes as routes } from '../../routes/newsletter';

/**
 * POST /api/newsletter/confirm?token=... (public: the signed token names the address), from the confirm page the
 * e-mail links to: confirms the signup, again and again. A forged token, or one of a signup that expired or was
 * unsubscribed, answers 400 and changes nothing.
 */
export const handler = httpHandler(
  routes.confirmNewsletterSignup,
  { query: newsletterTokenQuerySchema },
  async ({ query }) => {
    const email = await newsletterAddressOf(TOKEN_PURPOSES.confirmNewsletter, query.token);
    if (!(await confirmNewsletterSignup(email))) {
      throw new BadRequestError({ token: [API_ERRORS.newsletterLinkInvalid] });
    }
    return ok({ email, confirmed: true as const });
  },
);
