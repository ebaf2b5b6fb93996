import { newsletterTokenQuerySchema } from '../../../shared/schemas/newsletter';
import { unsubscribeFromNewsletter } from '../../lib/data/newsletter';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { newsletterAddressOf } from '../../lib/newsletter/newsletter-token';
import { TOKEN_PURPOSES } from '../../lib/signed-token';
import { newsletterRoutes as routes } from '../../routes/newsletter';

/**
 * POST /api/newsletter/unsubscribe?token=... (public: the signed token names the address): a mail client's RFC 8058
 * one-click unsubscribe (the body is not read) deletes the address, pending or confirmed. A forged token answers 400.
 */
export const handler = httpHandler(
  routes.unsubscribeFromNewsletter,
  { query: newsletterTokenQuerySchema },
  async ({ query }) => {
    await unsubscribeFromNewsletter(await newsletterAddressOf(TOKEN_PURPOSES.unsubscribeFromNewsletter, query.token));
    return ok({ unsubscribed: true });
  },
);
