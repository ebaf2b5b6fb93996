/**
 * A team invitation's e-mail and its signed link. The token names the account, the invitation and the moment it was
 * sent: a resend signs a new moment, so only the newest e-mail's link works, and accepting deletes the invitation,
 * so a link works once.
 */
import { TEAM_LINKS } from '../../../shared/domain/team-links';
import { TEAM_ROLE_LABELS, type TeamRole } from '../../../shared/domain/teams';
import { API_ERRORS } from '../../../shared/messages';
import { BadRequestError } from '../errors';
import type { Mail } from '../mail/mailer';
import { signToken, TOKEN_PURPOSES, verifyToken } from '../signed-token';

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
  settings: { secret: string; siteUrl: string },
): Mail {
  const page = new URL(TEAM_LINKS.invitation, settings.siteUrl);
  page.searchParams.set('token', invitationToken(invitation, settings.secret));
  const role = TEAM_ROLE_LABELS[invitation.role];
  const until = new Date(invitation.linkExpiresAt).toUTCString().replace(/ \d\d:\d\d:\d\d GMT$/, '');
  return {
    to: invitation.email,
    subject: `${invitation.accountName} invites you to their HiveKeeper apiaries`,
    text: [
      `${invitation.accountName} invites you to their HiveKeeper account as ${role.name.toLowerCase()}: ${role.may.toLowerCase()}.`,
      '',
      `Accept it here (sign in, or sign up with this e-mail first): ${page.toString()}`,
      '',
      `The link works once, until ${until}. If you did not expect this invitation, ignore this e-mail.`,
    ].join('\n'),
  };
}
