/**
 * A team from the owner's invitation to the member's last request: invitations e-mailed with a signed link that
 * works once, for the invited address only; roles that count from the next request; removal, leaving, the team's
 * limit under concurrent invitations, and what a member may do while the owner has no Pro.
 */
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TEAM_LIMITS } from '../../../shared/domain/teams';
import { API_ERRORS, VALIDATION } from '../../../shared/messages';
import type { Apiary } from '../../../shared/schemas/apiary';
import type { ActingAccount, InvitationPreview, Team, TeamInvitation } from '../../../shared/schemas/team';
import { ACCOUNT_HEADER, callerFromClaims, type Caller } from '../../lib/caller';
import { UserEntity } from '../../lib/data/entities/user';
import { acceptTeamInvitation, inviteTeamMember } from '../../lib/data/team';
import { notifyAdminsOfNewTeam } from '../../lib/notifications/team-notice';
import type { Notification } from '../../../shared/schemas/notification';
import type { Mail } from '../../lib/mail/mailer';
import { beekeeper, setSubscription, type TestBeekeeper } from '../../test-support/api';

const settings = vi.hoisted(() => {
  const links = { secret: 'data-test-team-secret-0123456789abcdef', siteUrl: 'https://hivekeeper.test' };
  Object.assign(process.env, { REMINDERS_SECRET: links.secret, SITE_URL: links.siteUrl });
  return links;
});

const MINUTE_MS = 60 * 1000;
let owner: TestBeekeeper;

beforeEach(async () => {
  owner = beekeeper();
  await setSubscription(owner, 'pro', 'active');
  await UserEntity.patch({ userId: owner.userId }).set({ firstName: 'Maya', lastName: 'Keeper' }).go();
});

const callerOf = (who: TestBeekeeper): Caller => callerFromClaims(who.claims) as Caller;
const onAccountOf = (who: TestBeekeeper) => ({ [ACCOUNT_HEADER]: who.userId });
const newAddress = () => `helper-${randomUUID()}@example.com`;

/** Invites as the route does, with a mailer that keeps what it sends; the invitation and its e-mailed token. */
async function invite(email: string, role: TeamInvitation['role'] = 'editor', now = new Date()) {
  const sent: Mail[] = [];
  const mailer = { send: async (mail: Mail) => void sent.push(mail) };
  const invitation = await inviteTeamMember(callerOf(owner), { email, role }, { mailer, settings, now });
  expect(sent).toHaveLength(1);
  return { invitation, mail: sent[0] as Mail, token: tokenOf(sent[0] as Mail) };
}

function tokenOf(mail: Mail): string {
  const link = /Accept it here[^:]*: (\S+)/.exec(mail.text)?.[1];
  expect(link).toMatch(/^https:\/\/hivekeeper\.test\/invitation\?token=/);
  return new URL(String(link)).searchParams.get('token') ?? '';
}

const accept = (who: TestBeekeeper, token: string) =>
  who.request<ActingAccount & { message?: string }>('acceptTeamInvitation', { body: { token } });
const preview = (who: TestBeekeeper, token: string) =>
  who.request<InvitationPreview & { message?: string }>('previewTeamInvitation', {
    rawQueryString: `token=${encodeURIComponent(token)}`,
  });

/** A beekeeper invited and joined with `role`. */
async function joined(role: TeamInvitation['role']): Promise<TestBeekeeper> {
  const email = newAddress();
  const { token } = await invite(email, role);
  const member = beekeeper({ email });
  expect((await accept(member, token)).statusCode).toBe(200);
  return member;
}

describe('inviting to a team', () => {
  it("e-mails the invited address a link to accept, naming the owner and the role, and lists it on the owner's team", async () => {
    const email = newAddress();
    const { invitation, mail } = await invite(email, 'viewer');
    expect(mail).toMatchObject({ to: email, subject: 'Maya Keeper invites you to their HiveKeeper apiaries' });
    expect(mail.text).toContain('as viewer');
    const team = await owner.request<Team>('getTeam');
    expect(team.body).toEqual({ members: [], invitations: [invitation] });
  });

  it("refuses the owner's own address, a second invitation of one address and bad input, and writes nothing", async () => {
    const email = newAddress();
    await invite(email);
    const answers = [
      await owner.request('inviteTeamMember', { body: { email: owner.email.toUpperCase(), role: 'editor' } }),
      await owner.request('inviteTeamMember', { body: { email, role: 'viewer' } }),
      await owner.request('inviteTeamMember', { body: { email: 'not an address', role: 'admin' } }),
    ];
    expect(answers.map(({ statusCode }) => statusCode)).toEqual([400, 409, 400]);
    expect(answers[0]?.body).toMatchObject({ errors: { email: [API_ERRORS.inviteYourself] } });
    expect(answers[1]?.body).toEqual({ message: API_ERRORS.alreadyInvited });
    expect(answers[2]?.body).toMatchObject({
      errors: { email: [VALIDATION.emailInvalid], role: [expect.any(String)] },
    });
    expect((await owner.request<Team>('getTeam')).body.invitations).toHaveLength(1);
  });

  it('is Pro: a free owner sees an empty team and is asked to upgrade to invite', async () => {
    const freeOwner = beekeeper();
    expect(await freeOwner.request('getTeam')).toMatchObject({
      statusCode: 200,
      body: { members: [], invitations: [] },
    });
    expect(
      (await freeOwner.request('inviteTeamMember', { body: { email: newAddress(), role: 'viewer' } })).statusCode,
    ).toBe(402);
  });

  it(`keeps a team at ${TEAM_LIMITS.maxTeam} members and invitations, however many are sent at once`, async () => {
    await UserEntity.patch({ userId: owner.userId })
      .set({ teamSize: TEAM_LIMITS.maxTeam - 2 })
      .go();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        owner.request('inviteTeamMember', { body: { email: newAddress(), role: 'viewer' } }),
      ),
    );
    expect(answers.map(({ statusCode }) => statusCode).sort()).toEqual([201, 201, 409, 409, 409]);
    expect(answers.find(({ statusCode }) => statusCode === 409)?.body).toEqual({ message: API_ERRORS.teamFull });
    expect((await owner.request<Team>('getTeam')).body.invitations).toHaveLength(2);
  });
});

describe('accepting an invitation', () => {
  it('makes the invited beekeeper a member who acts on the account with their role, and the link works once', async () => {
    const email = newAddress();
    const { token } = await invite(email, 'editor');
    const member = beekeeper({ email: email.toUpperCase() });
    expect((await preview(member, token)).body).toMatchObject({ accountName: 'Maya Keeper', role: 'editor', email });
    expect((await accept(member, token)).body).toEqual({
      accountId: owner.userId,
      name: 'Maya Keeper',
      role: 'editor',
      own: false,
    });
    expect(await accept(member, token)).toMatchObject({
      statusCode: 410,
      body: { message: API_ERRORS.invitationGone },
    });

    const apiary = await member.request<Apiary>('createApiary', { body: { name: 'Not mine', location: 'Hill' } });
    expect(apiary.statusCode).toBe(201);
    const onOwners = await member.request('createHive', {
      headers: onAccountOf(owner),
      body: {
        name: 'Staff hive',
        apiaryId: (await owner.request<Apiary>('createApiary', { body: { name: 'Home', location: 'Farm' } })).body.id,
      },
    });
    expect(onOwners.statusCode).toBe(201);

    const team = (await owner.request<Team>('getTeam')).body;
    expect(team.invitations).toEqual([]);
    expect(team.members).toEqual([
      {
        memberId: member.userId,
        name: email.toUpperCase(),
        email: email.toUpperCase(),
        role: 'editor',
        since: expect.any(String),
      },
    ]);
    const accounts = await member.request<ActingAccount[]>('listActingAccounts');
    expect(accounts.body).toEqual([
      { accountId: member.userId, name: email.toUpperCase(), role: 'owner', own: true },
      { accountId: owner.userId, name: 'Maya Keeper', role: 'editor', own: false, taskReminders: false },
    ]);
  });

  it('is for the invited address only, verified, and a forged link is refused', async () => {
    const email = newAddress();
    const { token } = await invite(email);
    expect(await accept(beekeeper(), token)).toMatchObject({
      statusCode: 403,
      body: { message: API_ERRORS.invitationForSomeoneElse(email) },
    });
    const unverified = beekeeper({ email });
    unverified.claims.email_verified = false;
    const refused = await unverified.request('acceptTeamInvitation', { body: { token } });
    expect(refused).toMatchObject({ statusCode: 403, body: { message: API_ERRORS.emailNotVerified } });
    const [subject = '', mac = ''] = token.split('.');
    const forged = `${subject}.${mac.slice(1)}A`;
    expect(await accept(beekeeper({ email }), forged)).toMatchObject({
      statusCode: 400,
      body: { errors: { token: [API_ERRORS.invitationLinkInvalid] } },
    });
    expect((await owner.request<Team>('getTeam')).body).toMatchObject({ members: [], invitations: [{ email }] });
  });

  it('works with the newest e-mail only, for a week, and not after the owner revoked it', async () => {
    const email = newAddress();
    const sentAt = new Date(Date.now() - 8 * 24 * 60 * MINUTE_MS);
    const { invitation, token: expired } = await invite(email, 'viewer', sentAt);
    const member = beekeeper({ email });
    expect((await preview(member, expired)).statusCode).toBe(410);

    const resent = await owner.request<TeamInvitation>('resendTeamInvitation', {
      pathParameters: { id: invitation.id },
    });
    expect(resent.statusCode).toBe(200);
    expect(Date.parse(resent.body.expiresAt)).toBeGreaterThan(Date.now() + 6 * 24 * 60 * MINUTE_MS);
    const again = await owner.request('resendTeamInvitation', { pathParameters: { id: invitation.id } });
    expect(again).toMatchObject({ statusCode: 409, body: { message: API_ERRORS.resentTooSoon } });
    expect((await accept(member, expired)).statusCode).toBe(410);

    expect((await owner.request('revokeTeamInvitation', { pathParameters: { id: invitation.id } })).statusCode).toBe(
      204,
    );
    expect((await owner.request<Team>('getTeam')).body.invitations).toEqual([]);
    // The address may be invited afresh.
    await invite(email);
  });
});

describe('managing members', () => {
  it("changes a member's role from their next request, and a removed member is refused at once", async () => {
    const member = await joined('editor');
    const write = () =>
      member.request('createApiary', { headers: onAccountOf(owner), body: { name: 'Out apiary', location: 'Ridge' } });
    const updated = await owner.request('updateTeamMember', {
      pathParameters: { id: member.userId },
      body: { role: 'viewer' },
    });
    expect(updated).toMatchObject({ statusCode: 200, body: { role: 'viewer' } });
    expect(await write()).toMatchObject({ statusCode: 403, body: { message: API_ERRORS.roleCannot('owner') } });
    expect((await member.request('listHives', { headers: onAccountOf(owner) })).statusCode).toBe(200);

    expect((await owner.request('removeTeamMember', { pathParameters: { id: member.userId } })).statusCode).toBe(204);
    expect(await member.request('listHives', { headers: onAccountOf(owner) })).toMatchObject({
      statusCode: 403,
      body: { message: API_ERRORS.notAMember },
    });
    expect((await owner.request('removeTeamMember', { pathParameters: { id: member.userId } })).statusCode).toBe(404);
  });

  it('lets a member leave, and frees their place on the team', async () => {
    await UserEntity.patch({ userId: owner.userId })
      .set({ teamSize: TEAM_LIMITS.maxTeam - 1 })
      .go();
    const member = await joined('viewer');
    expect(
      (await owner.request('inviteTeamMember', { body: { email: newAddress(), role: 'viewer' } })).statusCode,
    ).toBe(409);
    expect((await member.request('leaveSharedAccount', { pathParameters: { id: owner.userId } })).statusCode).toBe(204);
    expect((await member.request('listHives', { headers: onAccountOf(owner) })).statusCode).toBe(403);
    expect((await member.request('leaveSharedAccount', { pathParameters: { id: owner.userId } })).statusCode).toBe(404);
    expect(
      (await owner.request('inviteTeamMember', { body: { email: newAddress(), role: 'viewer' } })).statusCode,
    ).toBe(201);
  });

  it('lets members only read while the owner has no Pro, and write again once it is back', async () => {
    const member = await joined('editor');
    const apiaryId = (await owner.request<Apiary>('createApiary', { body: { name: 'Home', location: 'Farm' } })).body
      .id;
    const record = () => member.request('createHive', { headers: onAccountOf(owner), body: { name: 'H', apiaryId } });
    await setSubscription(owner, 'pro', 'canceled');
    expect(await record()).toMatchObject({ statusCode: 403, body: { message: API_ERRORS.roleCannot('editor') } });
    expect((await member.request('listHives', { headers: onAccountOf(owner) })).statusCode).toBe(200);
    // The owner keeps their team to read and prune, not to grow.
    expect((await owner.request('getTeam')).statusCode).toBe(200);
    expect(
      (await owner.request('inviteTeamMember', { body: { email: newAddress(), role: 'viewer' } })).statusCode,
    ).toBe(402);
    await setSubscription(owner, 'pro', 'active');
    expect((await record()).statusCode).toBe(201);
  });
});

describe('the account a request acts on', () => {
  it("names the owner's account with the member's role and the owner's plan, and a beekeeper's own as theirs", async () => {
    const member = await joined('editor');
    expect((await member.request('getActingAccount', { headers: onAccountOf(owner) })).body).toEqual({
      accountId: owner.userId,
      name: 'Maya Keeper',
      role: 'editor',
      own: false,
      planState: 'active',
    });
    await setSubscription(owner, 'pro', 'past_due');
    expect((await member.request('getActingAccount', { headers: onAccountOf(owner) })).body).toMatchObject({
      role: 'viewer',
      planState: 'lapsed',
    });
    expect((await member.request('getActingAccount')).body).toMatchObject({
      accountId: member.userId,
      role: 'owner',
      own: true,
      planState: 'free',
    });
  });
});

describe('a new team', () => {
  it("is told to every admin when the account's first member joins, naming the owner, and not for the next", async () => {
    const admin = beekeeper({ groups: ['admins'] });
    const directory = { listAdmins: async () => [{ userId: admin.userId, email: admin.email }] };
    const [first, second] = [newAddress(), newAddress()];
    const invitations = [await invite(first), await invite(second)];
    const joins = [
      await acceptTeamInvitation(callerOf(beekeeper({ email: first })), invitations[0]?.token ?? '', settings.secret),
      await acceptTeamInvitation(callerOf(beekeeper({ email: second })), invitations[1]?.token ?? '', settings.secret),
    ];
    expect(joins.map(({ firstOfTeam }) => firstOfTeam)).toEqual([true, false]);

    expect(
      await notifyAdminsOfNewTeam({ accountId: owner.userId, accountName: 'Maya Keeper' }, 'pool', directory),
    ).toBe(1);
    expect((await admin.request<Notification[]>('listNotifications')).body).toEqual([
      expect.objectContaining({
        type: 'new_team',
        title: 'New team',
        message: 'Maya Keeper shared their account: their first team member joined.',
      }),
    ]);
  });
});
