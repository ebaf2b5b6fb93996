/**
 * A team invitation's e-mail and its signed link. The token names the account, the invitation and the moment it was
 * sent: a resend signs a new moment, so only the newest e-mail's link works, and accepting deletes the invitation,
 * so a link works once. The e-mail speaks the language of the account owner's profile: the invited address may have
 * no profile yet.
 */
import { TEAM_LINKS } from '../../../shared/domain/team-links';
import type { TeamRole } from '../../../shared/domain/teams';
import { formatDay } from '../../../shared/i18n/format';
import type { Locale } from '../../../shared/i18n/locales';
import { API_ERRORS } from '../../../shared/messages';
import { BadRequestError } from '../errors';
import type { Mail } from '../mail/mailer';
import { signToken, TOKEN_PURPOSES, verifyToken } from '../signed-token';
import { teamEmailMessages } from './team-email-messages';

/** 'Sat, Dec 5, 2026', 'Sa., 5. Dez. 2026': the day the link stops working, in UTC as the link's end is kept. */
const LINK_END_DAY: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
};

export interface InvitationSubject {
  accountId: string;
  invitationId: string;
  sentAt: string;
}

export function invitationToken(subject: InvitationSubject, secret: string): string {
  return signToken(
    TOKEN_PURPOSES.teamInvitation,
    [subject.accountId, subject.invitationId, subject.sentAt].join('\n'),
    secret,
  );
}

/** What an invitation link's token was signed for; 400 for a forged, broken or missing-secret one. */
export function invitationSubjectOf(token: string, secret: string | null): InvitationSubject {
  const subject = secret === null ? null : verifyToken(TOKEN_PURPOSES.teamInvitation, token, secret);
  const [accountId, invitationId, sentAt, ...rest] = subject?.split('\n') ?? [];
  if (!accountId || !invitationId || !sentAt || rest.length > 0) {
    throw new BadRequestError({ token: [API_ERRORS.invitationLinkInvalid] });
  }
  return { accountId, invitationId, sentAt };
}

export function invitationEmail(
  invitation: InvitationSubject & { email: string; role: TeamRole; accountName: string; linkExpiresAt: string },
  locale: Locale,
  settings: { secret: string; siteUrl: string },
): Mail {
  const t = teamEmailMessages(locale);
  const page = new URL(TEAM_LINKS.invitation, settings.siteUrl);
  page.searchParams.set('token', invitationToken(invitation, settings.secret));
  const account = invitation.accountName;
  return {
    to: invitation.email,
    subject: t('subject', { account }),
    text: [
      t('invitation', { account, role: t(`role.${invitation.role}`) }),
      '',
      t('accept', { url: page.toString() }),
      '',
      t('expiry', { until: formatDay(invitation.linkExpiresAt, locale, LINK_END_DAY) }),
    ].join('\n'),
  };
}
