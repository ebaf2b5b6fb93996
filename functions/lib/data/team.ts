/**
 * A beekeeper's team: the members of their account and the invitations waiting, in the account's partition, and
 * the accounts shared with a beekeeper (gsi1 of the memberships). Members and invitations together are counted on
 * the owner's user item (`teamSize`) in the same transactions that add and remove them, so `TEAM_LIMITS.maxTeam`
 * holds however many invitations are sent at once, and the team screen is two small Queries.
 */
import { createHash } from 'node:crypto';
import type { EntityItem } from 'electrodb';
import { personName, TEAM_LIMITS } from '../../../shared/domain/teams';
import { SOURCE_LOCALE, type Locale } from '../../../shared/i18n/locales';
import { API_ERRORS } from '../../../shared/messages';
import { planStateOf } from '../../../shared/plan-rules';
import type {
  ActingAccount,
  CurrentAccount,
  InvitationPreview,
  Team,
  TeamInvitation,
  TeamMember,
} from '../../../shared/schemas/team';
import type { Caller } from '../caller';
import { BadRequestError, ConflictError, ForbiddenError, GoneError, NotFoundError } from '../errors';
import { logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import type { ReminderSettings } from '../reminders/reminder-settings';
import { invitationEmail, invitationSubjectOf } from '../teams/invitation-link';
import { MembershipEntity } from './entities/membership';
import { TeamInvitationEntity } from './entities/team-invitation';
import { isConditionFailure, retryOnWriteConflict, writeTransaction, type TransactionEntities } from './transactions';
import { getUser, type UserRecord } from './users';
import { ApiaryEntity } from './entities/apiary';
import { MINUTE_MS, DAY_MS } from '../../../shared/domain/durations';

export interface InvitationMailing {
  mailer: Mailer;
  /** The signing secret and the site's origin of the link; null on a stage without them (no e-mail is sent). */
  settings: ReminderSettings | null;
  now?: Date;
}

type MembershipRecord = EntityItem<typeof MembershipEntity>;
type InvitationRecord = EntityItem<typeof TeamInvitationEntity>;

/** Crockford's base 32, the alphabet of HiveKeeper's record ids (ULIDs). */
const ID_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * An invitation's id: its address's hash, so one address has one invitation per account, enforced by its key; spelt
 * as every record id is (26 characters of Crockford's base 32), so its routes take ids as the others do.
 */
function invitationIdOf(email: string): string {
  const digest = createHash('sha256').update(email).digest();
  return Array.from(digest.subarray(0, 26), (byte) => ID_ALPHABET[byte % 32]).join('');
}

async function readMembership(accountId: string, memberId: string): Promise<MembershipRecord | null> {
  const { data } = await MembershipEntity.get({ accountId, memberId }).go({ consistent: true });
  return data;
}

async function readInvitation(accountId: string, invitationId: string): Promise<InvitationRecord | null> {
  const { data } = await TeamInvitationEntity.get({ accountId, invitationId }).go({ consistent: true });
  return data;
}

function toTeamMember(record: MembershipRecord): TeamMember {
  return {
    memberId: record.memberId,
    name: record.memberName,
    email: record.memberEmail,
    role: record.role,
    apiaryIds: record.apiaryIds ?? null,
    since: record.createdAt,
  };
}

function toTeamInvitation(record: InvitationRecord): TeamInvitation {
  return {
    id: record.invitationId,
    email: record.email,
    role: record.role,
    apiaryIds: record.apiaryIds ?? null,
    sentAt: record.sentAt,
    expiresAt: record.linkExpiresAt,
  };
}

/** The owner's user item counting one more (an invitation) within the limit, or one fewer. */
function teamSizeChange(entities: TransactionEntities, accountId: string, by: 1 | -1) {
  const update = entities.user.patch({ userId: accountId }).add({ teamSize: by });
  if (by < 0) return update.commit();
  return update
    .where(
      ({ teamSize }, { notExists, lt }) => `${notExists(teamSize)} OR ${lt(teamSize, TEAM_LIMITS.maxTeam as number)}`,
    )
    .commit();
}

function nameOf(user: UserRecord | null, email: string): string {
  return user ? personName(user) : email;
}

/** The language of the owner's profile, which their invitations speak (American English until they choose one). */
function languageOf(owner: UserRecord | null): Locale {
  return owner?.language ?? SOURCE_LOCALE;
}

async function mailInvitation(
  invitation: InvitationRecord,
  owner: UserRecord | null,
  { mailer, settings }: InvitationMailing,
): Promise<void> {
  if (settings === null) {
    logger.warn('Team invitation not sent: this stage has no signing secret for its links');
    return;
  }
  await mailer.send(invitationEmail(invitation, languageOf(owner), settings));
}

/**
 * A member's scope as stored: the chosen apiaries, each checked to be the owner's (404 otherwise, before anything is
 * written: one BatchGet of at most `TEAM_LIMITS.maxScopedApiaries`), or undefined for the whole account.
 */
async function ownersApiaries(accountId: string, apiaryIds: readonly string[] | null | undefined) {
  if (!apiaryIds) return undefined;
  const { data, unprocessed } = await ApiaryEntity.get(
    apiaryIds.map((apiaryId) => ({ userId: accountId, apiaryId })),
  ).go({
    attributes: ['apiaryId'],
    consistent: true,
  });
  if (unprocessed.length > 0) throw new Error("The owner's apiaries could not all be read");
  if (data.length !== apiaryIds.length) throw new NotFoundError(API_ERRORS.apiaryNotFound);
  return [...apiaryIds];
}

/** The account's members, oldest first, and its invitations, for the owner's team screen. */
export async function getTeam({ userId: accountId }: Caller): Promise<Team> {
  const [members, invitations] = await Promise.all([
    MembershipEntity.query.membership({ accountId }).go({ pages: 'all', consistent: true }),
    TeamInvitationEntity.query.invitation({ accountId }).go({ pages: 'all', consistent: true }),
  ]);
  return {
    members: members.data.map(toTeamMember).sort((a, b) => a.since.localeCompare(b.since)),
    invitations: invitations.data.map(toTeamInvitation).sort((a, b) => a.sentAt.localeCompare(b.sentAt)),
  };
}

/**
 * Invites `email` with `role` and e-mails the link: 400 for the owner's own address (or the inviting member's),
 * 409 for a member already on the team, an address already invited, or a full team.
 */
export async function inviteTeamMember(
  caller: Caller,
  input: { email: string; role: TeamInvitation['role']; apiaryIds?: readonly string[] | null },
  mailing: InvitationMailing,
): Promise<TeamInvitation> {
  const accountId = caller.userId;
  const apiaryIds = await ownersApiaries(accountId, input.apiaryIds);
  const owner = await getUser(accountId);
  const ownAddresses = [owner?.email, caller.email].map((email) => email?.toLowerCase());
  if (ownAddresses.includes(input.email)) throw new BadRequestError({ email: [API_ERRORS.inviteYourself] });
  const { members } = await getTeam(caller);
  if (members.some((member) => member.email.toLowerCase() === input.email)) {
    throw new ConflictError(API_ERRORS.alreadyMember);
  }
  const now = mailing.now ?? new Date();
  const record = {
    accountId,
    invitationId: invitationIdOf(input.email),
    email: input.email,
    role: input.role,
    ...(apiaryIds && { apiaryIds }),
    accountName: nameOf(owner, caller.email),
    sentAt: now.toISOString(),
    linkExpiresAt: new Date(now.getTime() + TEAM_LIMITS.invitationValidDays * DAY_MS).toISOString(),
  };
  const cancellation = await retryOnWriteConflict(() =>
    writeTransaction((entities) => ({
      invitation: entities.teamInvitation.create(record).commit(),
      owner: teamSizeChange(entities, accountId, 1),
    })),
  );
  if (cancellation?.conditionFailed('invitation')) throw new ConflictError(API_ERRORS.alreadyInvited);
  if (cancellation?.conditionFailed('owner')) throw new ConflictError(API_ERRORS.teamFull);
  if (cancellation) throw cancellation.unexpected('Inviting a team member');
  const invitation = await readInvitation(accountId, record.invitationId);
  if (!invitation) throw new Error('The invitation just written could not be read back');
  await mailInvitation(invitation, owner, mailing);
  return toTeamInvitation(invitation);
}

/**
 * E-mails an invitation again with a new link (the older one stops working) that works another
 * `TEAM_LIMITS.invitationValidDays`; 409 within `resendAfterMinutes` of the last, 404 for none.
 */
export async function resendTeamInvitation(
  { userId: accountId }: Caller,
  invitationId: string,
  mailing: InvitationMailing,
): Promise<TeamInvitation> {
  const [current, owner] = await Promise.all([readInvitation(accountId, invitationId), getUser(accountId)]);
  if (!current) throw new NotFoundError(API_ERRORS.invitationNotFound);
  const now = mailing.now ?? new Date();
  if (now.getTime() - Date.parse(current.sentAt) < TEAM_LIMITS.resendAfterMinutes * MINUTE_MS) {
    throw new ConflictError(API_ERRORS.resentTooSoon);
  }
  const sent = {
    sentAt: now.toISOString(),
    linkExpiresAt: new Date(now.getTime() + TEAM_LIMITS.invitationValidDays * DAY_MS).toISOString(),
  };
  try {
    // Conditioned on the e-mail read: of two resends at once, one mails.
    await TeamInvitationEntity.patch({ accountId, invitationId })
      .set(sent)
      .where(({ sentAt }, { eq }) => eq(sentAt, current.sentAt))
      .go();
  } catch (error) {
    if (isConditionFailure(error)) throw new ConflictError(API_ERRORS.resentTooSoon);
    throw error;
  }
  const invitation = { ...current, ...sent };
  await mailInvitation(invitation, owner, mailing);
  return toTeamInvitation(invitation);
}

/** Withdraws an invitation: its link stops working at once; 404 for none. */
export async function revokeTeamInvitation({ userId: accountId }: Caller, invitationId: string): Promise<void> {
  const cancellation = await retryOnWriteConflict(() =>
    writeTransaction((entities) => ({
      invitation: entities.teamInvitation
        .delete({ accountId, invitationId })
        .where(({ email }, { exists }) => exists(email))
        .commit(),
      owner: teamSizeChange(entities, accountId, -1),
    })),
  );
  if (cancellation?.conditionFailed('invitation')) throw new NotFoundError(API_ERRORS.invitationNotFound);
  if (cancellation) throw cancellation.unexpected('Revoking a team invitation');
}

/** The invitation an e-mailed link names while it works: 400 for a forged link, 410 once used, revoked or expired. */
async function workingInvitation(token: string, secret: string | null, now: Date): Promise<InvitationRecord> {
  const subject = invitationSubjectOf(token, secret);
  const invitation = await readInvitation(subject.accountId, subject.invitationId);
  if (!invitation || invitation.sentAt !== subject.sentAt || Date.parse(invitation.linkExpiresAt) <= now.getTime()) {
    throw new GoneError(API_ERRORS.invitationGone);
  }
  return invitation;
}

/** What a working invitation offers, for the signed-in beekeeper who followed its link. */
export async function previewTeamInvitation(
  _caller: Caller,
  token: string,
  secret: string | null,
  now: Date = new Date(),
): Promise<InvitationPreview> {
  const invitation = await workingInvitation(token, secret, now);
  return {
    accountName: invitation.accountName,
    role: invitation.role,
    email: invitation.email,
    expiresAt: invitation.linkExpiresAt,
  };
}

/**
 * Makes the signed-in beekeeper a member as the invitation says, and deletes it, in one transaction: the link works
 * once. Only for the beekeeper whose verified e-mail it was sent to (403 otherwise); 409 for a member already.
 * `firstOfTeam` says the account had no other member: a new team, which the admins hear of.
 */
export async function acceptTeamInvitation(
  caller: Caller,
  token: string,
  secret: string | null,
  now: Date = new Date(),
): Promise<{ account: ActingAccount; firstOfTeam: boolean }> {
  const invitation = await workingInvitation(token, secret, now);
  if (invitation.email !== caller.email.toLowerCase()) {
    throw new ForbiddenError(API_ERRORS.invitationForSomeoneElse(invitation.email));
  }
  if (!caller.emailVerified) throw new ForbiddenError(API_ERRORS.emailNotVerified);
  const { accountId, invitationId } = invitation;
  const member = await getUser(caller.userId);
  const cancellation = await retryOnWriteConflict(() =>
    writeTransaction((entities) => ({
      invitation: entities.teamInvitation
        .delete({ accountId, invitationId })
        .where(({ sentAt }, { eq }) => eq(sentAt, invitation.sentAt))
        .commit(),
      membership: entities.membership
        .create({
          accountId,
          memberId: caller.userId,
          role: invitation.role,
          ...(invitation.apiaryIds && { apiaryIds: invitation.apiaryIds }),
          memberName: nameOf(member, caller.email),
          memberEmail: caller.email,
          accountName: invitation.accountName,
        })
        .commit(),
    })),
  );
  if (cancellation?.conditionFailed('invitation')) throw new GoneError(API_ERRORS.invitationGone);
  if (cancellation?.conditionFailed('membership')) throw new ConflictError(API_ERRORS.alreadyMember);
  if (cancellation) throw cancellation.unexpected('Accepting a team invitation');
  const team = await MembershipEntity.query.membership({ accountId }).go({ limit: 2, consistent: true });
  return {
    account: { accountId, name: invitation.accountName, role: invitation.role, own: false },
    firstOfTeam: team.data.length === 1,
  };
}

/**
 * Gives a member another role and scope (the whole account without chosen apiaries); it counts from their next
 * request. 404 for no such member, or an apiary not the owner's.
 */
export async function updateTeamMember(
  { userId: accountId }: Caller,
  memberId: string,
  input: { role: TeamMember['role']; apiaryIds?: readonly string[] | null },
): Promise<TeamMember> {
  const apiaryIds = await ownersApiaries(accountId, input.apiaryIds);
  try {
    const patch = MembershipEntity.patch({ accountId, memberId }).set({ role: input.role });
    await (apiaryIds ? patch.set({ apiaryIds }) : patch.remove(['apiaryIds'])).go();
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFoundError(API_ERRORS.memberNotFound);
    throw error;
  }
  const updated = await readMembership(accountId, memberId);
  if (!updated) throw new NotFoundError(API_ERRORS.memberNotFound);
  return toTeamMember(updated);
}

/** A transaction's deletion of a membership that is there (its condition fails for one already gone). */
export function membershipEnd(entities: TransactionEntities, accountId: string, memberId: string) {
  return entities.membership
    .delete({ accountId, memberId })
    .where(({ role }, { exists }) => exists(role))
    .commit();
}

/**
 * Ends a membership, and uncounts it on the owner's team, in one transaction: the member is refused from their next
 * request. False when there was none. Also the account deletion job's, for a beekeeper leaving HiveKeeper; an owner
 * who has gone first has no team to count on, and the membership goes alone.
 */
export async function endMembership(accountId: string, memberId: string): Promise<boolean> {
  const cancellation = await retryOnWriteConflict(() =>
    writeTransaction((entities) => ({
      membership: membershipEnd(entities, accountId, memberId),
      owner: teamSizeChange(entities, accountId, -1),
    })),
  );
  if (cancellation?.conditionFailed('membership')) return false;
  if (cancellation?.conditionFailed('owner')) {
    await MembershipEntity.delete({ accountId, memberId }).go();
    return true;
  }
  if (cancellation) throw cancellation.unexpected('Ending a membership');
  return true;
}

/** The owner removes a member; 404 for no such member. */
export async function removeTeamMember({ userId: accountId }: Caller, memberId: string): Promise<void> {
  if (!(await endMembership(accountId, memberId))) throw new NotFoundError(API_ERRORS.memberNotFound);
}

/** A member leaves an account shared with them; 404 for one they are not on. */
export async function leaveSharedAccount(caller: Caller, accountId: string): Promise<void> {
  if (!(await endMembership(accountId, caller.userId))) throw new NotFoundError(API_ERRORS.sharedAccountNotFound);
}

/** The account the request acts on: the caller's own, or the one shared with them, with the role and plan that count. */
export async function getActingAccount(caller: Caller): Promise<CurrentAccount> {
  const account = await getUser(caller.userId);
  const planState = account ? planStateOf({ ...account, isAdmin: caller.isAdmin }) : caller.isAdmin ? 'active' : 'free';
  const name = nameOf(account, caller.email);
  if (!caller.member) return { accountId: caller.userId, name, role: 'owner', own: true, planState };
  const { role, apiaryIds } = caller.member;
  return {
    accountId: caller.userId,
    name,
    role,
    own: false,
    planState,
    ...(apiaryIds !== null && { apiaryIds: [...apiaryIds] }),
  };
}

/** The accounts a beekeeper may act on: their own, then those shared with them by the owner's name. */
export async function listActingAccounts(caller: Caller): Promise<ActingAccount[]> {
  const [own, shared] = await Promise.all([
    getUser(caller.userId),
    MembershipEntity.query.accountsOfMember({ memberId: caller.userId }).go({ pages: 'all' }),
  ]);
  const others = shared.data
    .map((membership) => ({
      accountId: membership.accountId,
      name: membership.accountName,
      role: membership.role,
      own: false,
      taskReminders: membership.taskReminders ?? false,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return [{ accountId: caller.userId, name: nameOf(own, caller.email), role: 'owner', own: true }, ...others];
}
