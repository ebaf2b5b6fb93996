/**
 * The newsletter's confirmation e-mail: the signed link of the confirm page, and a one-click unsubscribe (RFC 8058
 * `List-Unsubscribe` headers) for a reader who never asked for it.
 */
import { NEWSLETTER_LINKS, NEWSLETTER_OPT_IN } from '../../../shared/domain/newsletter';
import { newsletterRoutes as routes } from '../../routes/newsletter';
import type { Mail } from '../mail/mailer';
import { signToken, TOKEN_PURPOSES } from '../signed-token';

export function newsletterConfirmationEmail(email: string, settings: { secret: string; siteUrl: string }): Mail {
  const confirmPage = new URL(NEWSLETTER_LINKS.confirm, settings.siteUrl);
  confirmPage.searchParams.set('token', signToken(TOKEN_PURPOSES.confirmNewsletter, email, settings.secret));
  const oneClick = new URL(routes.unsubscribeFromNewsletter.path, settings.siteUrl);
  oneClick.searchParams.set('token', signToken(TOKEN_PURPOSES.unsubscribeFromNewsletter, email, settings.secret));
  return {
    to: email,
    subject: 'Confirm your HiveKeeper newsletter signup',
    text: [
      'Someone, hopefully you, asked for the HiveKeeper newsletter at this address.',
      '',
      `Confirm it here: ${confirmPage.toString()}`,
      '',
      `If you did not ask for it, ignore this e-mail: the address is forgotten in ${NEWSLETTER_OPT_IN.pendingDays} days.`,
    ].join('\n'),
    headers: {
      'List-Unsubscribe': `<${oneClick.toString()}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
