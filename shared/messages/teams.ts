import { messageTable } from '../i18n/message-table';
import { TEAM_LIMITS } from '../domain/teams';

/** What the API says to a member acting on an account shared with them, and about the team's invitations. */
export const TEAMS_API_ERRORS = messageTable({
  notAMember: 'You are not a member of that account.',
  roleCannot: (need: string) => `Your role on this account can't do that: it needs ${need}.`,
  chosenApiariesOnly: 'Your place on this account covers chosen apiaries only.',
  inviteYourself: 'That is your own e-mail: invite someone else.',
  alreadyMember: 'That beekeeper is already on your team.',
  alreadyInvited: 'That e-mail already has an invitation waiting: resend it from the list.',
  teamFull: `A team has at most ${TEAM_LIMITS.maxTeam} members and invitations waiting: revoke one or remove a member first.`,
  resentTooSoon: `That invitation was sent in the last ${TEAM_LIMITS.resendAfterMinutes} minutes: give it a little time.`,
  invitationLinkInvalid: 'This invitation link is not valid. Ask for a new invitation.',
  invitationGone: 'This invitation was already used, revoked or has expired. Ask for a new one.',
  invitationForSomeoneElse: (email: string) =>
    `This invitation was sent to ${email}. Sign in as that beekeeper (or sign up with that e-mail) to accept it.`,
  emailNotVerified: 'Verify your e-mail before you accept an invitation.',
  invitationNotFound: 'Invitation not found.',
  memberNotFound: 'Member not found.',
  sharedAccountNotFound: 'No account of that id is shared with you.',
} as const);

/** What the team's forms say about their fields. */
export const TEAMS_VALIDATION = messageTable({
  teamRoleRequired: 'Choose a role',
  scopeApiaryRequired: 'Choose at least one apiary, or the whole account',
  scopeApiaryRepeated: 'Choose each apiary once',
} as const);

/** The team's words on the screens. */
export const TEAM_TOASTS = messageTable({
  invitationSent: (email: string) => `Invitation sent to ${email}.`,
  invitationResent: (email: string) => `Invitation sent to ${email} again.`,
  invitationRevoked: 'Invitation revoked.',
  memberUpdated: (name: string) => `${name}'s place on your team is changed.`,
  memberRemoved: (name: string) => `${name} is no longer on your team.`,
  leftAccount: (name: string) => `You left ${name}'s account.`,
  joined: (name: string) => `You joined ${name}'s account.`,
  accessEnded: 'You no longer have access to that account: back to your own.',
} as const);
