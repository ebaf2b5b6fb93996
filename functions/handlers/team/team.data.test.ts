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
import type { Hive } from '../../../shared/schemas/hive';
import type { Inspection } from '../../../shared/schemas/inspection';
import type { Task } from '../../../shared/schemas/task';
import type { FeedingTotals } from '../../../shared/schemas/treatment';
import type {
  ActingAccount,
  CurrentAccount,
  InvitationPreview,
  Team,
  TeamInvitation,
  TeamMember,
} from '../../../shared/schemas/team';
import { ACCOUNT_HEADER, callerFromClaims, type Caller } from '../../lib/caller';
import { UserEntity } from '../../lib/data/entities/user';
import { acceptTeamInvitation, inviteTeamMember, resendTeamInvitation } from '../../lib/data/team';
import { notifyAdminsOfNewTeam } from '../../lib/notifications/team-notice';
import type { Notification } from '../../../shared/schemas/notification';
import type { Mail } from '../../lib/mail/mailer';
import { beekeeper, setSubscription, type TestBeekeeper } from '../../test-support/api';
import { MINUTE_MS } from '../../../shared/domain/durations';

const settings = vi.hoisted(() => {
  const links = { secret: 'data-test-team-secret-0123456789abcdef', siteUrl: 'https://hivekeeper.test' };
  Object.assign(process.env, { REMINDERS_SECRET: links.secret, SITE_URL: links.siteUrl });
  return links;
});

let owner: TestBeekeeper;

beforeEach(async () => {
  owner = beekeeper();
  await setSubscription(owner, 'pro', 'active');
  await UserEntity.patch({ userId: owner.userId }).set({ firstName: 'Maya', lastName: 'Keeper' }).go();
});

const callerOf = (who: TestBeekeeper): Caller => callerFromClaims(who.claims) as Caller;
const onAccountOf = (who: TestBeekeeper) => ({ [ACCOUNT_HEADER]: who.userId });
const newAddress = () => `helper-${randomUUID()}@example.com`;

/**
 * Invites as the route does (to chosen apiaries with `apiaryIds`), with a mailer that keeps what it sends; the
 * invitation and its e-mailed token.
 */
async function invite(email: string, role: TeamInvitation['role'] = 'editor', now = new Date(), apiaryIds?: string[]) {
  const sent: Mail[] = [];
  const mailer = { send: async (mail: Mail) => void sent.push(mail) };
  const invitation = await inviteTeamMember(callerOf(owner), { email, role, apiaryIds }, { mailer, settings, now });
  expect(sent).toHaveLength(1);
  return { invitation, mail: sent[0] as Mail, token: tokenOf(sent[0] as Mail) };
}

/** The token of an invitation e-mail's link, in whichever language the e-mail speaks. */
function tokenOf(mail: Mail): string {
  const link = /https:\/\/hivekeeper\.test\/invitation\?token=\S+/.exec(mail.text)?.[0];
  expect(link).toBeDefined();
  return new URL(String(link)).searchParams.get('token') ?? '';
}

const accept = (who: TestBeekeeper, token: string) =>
  who.request<ActingAccount & { message?: string }>('acceptTeamInvitation', { body: { token } });
const preview = (who: TestBeekeeper, token: string) =>
  who.request<InvitationPreview & { message?: string }>('previewTeamInvitation', {
    rawQueryString: `token=${encodeURIComponent(token)}`,
  });

/** A beekeeper invited and joined with `role`, on the whole account or the chosen apiaries. */
async function joined(role: TeamInvitation['role'], apiaryIds?: string[]): Promise<TestBeekeeper> {
  const email = newAddress();
  const { token } = await invite(email, role, new Date(), apiaryIds);
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
    expect(mail.text).toContain(
      `Accept it here (sign in, or sign up with this e-mail first): https://hivekeeper.test/`,
    );
    const team = await owner.request<Team>('getTeam');
    expect(team.body).toEqual({ members: [], invitations: [invitation] });
  });

  it("speaks the owner's language, sent and resent: the invited address may have no profile yet", async () => {
    await UserEntity.patch({ userId: owner.userId }).set({ language: 'de' }).go();
    const email = newAddress();
    const { invitation, mail } = await invite(email, 'editor', new Date(Date.now() - 20 * MINUTE_MS));
    expect(mail.subject).toBe('Einladung zu den Bienenständen von Maya Keeper in HiveKeeper');
    expect(mail.text).toContain('Sie sind in das HiveKeeper-Konto von Maya Keeper eingeladen, als Bearbeiter: ');
    const resent: Mail[] = [];
    const mailer = { send: async (sent: Mail) => void resent.push(sent) };
    await resendTeamInvitation(callerOf(owner), invitation.id, { mailer, settings });
    expect(resent.map(({ subject }) => subject)).toEqual([mail.subject]);
    expect(resent[0]?.text).toContain('Der Link funktioniert einmal, bis ');
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
    expect(answers[1]?.body).toEqual({ message: API_ERRORS.alreadyInvited, code: 'alreadyInvited' });
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
    expect(answers.find(({ statusCode }) => statusCode === 409)?.body).toEqual({
      message: API_ERRORS.teamFull,
      code: 'teamFull',
    });
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
      body: { message: API_ERRORS.invitationGone, code: 'invitationGone' },
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
        apiaryIds: null,
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
    expect(refused).toMatchObject({
      statusCode: 403,
      body: { message: API_ERRORS.emailNotVerified, code: 'emailNotVerified' },
    });
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
    expect(again).toMatchObject({
      statusCode: 409,
      body: { message: API_ERRORS.resentTooSoon, code: 'resentTooSoon' },
    });
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
      body: { message: API_ERRORS.notAMember, code: 'notAMember' },
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
        code: 'newTeam',
        params: { accountName: 'Maya Keeper' },
      }),
    ]);
  });
});

describe('a member of chosen apiaries', () => {
  /** A valid ULID no apiary has. */
  const UNKNOWN_ULID = '01JZZZZZZZZZZZZZZZZZZZZZZZ';
  let orchard: Apiary;
  let hill: Apiary;
  let orchardHive: Hive;
  let hillHive: Hive;
  let hillInspection: Inspection;

  beforeEach(async () => {
    const apiary = async (name: string) =>
      (await owner.request<Apiary>('createApiary', { body: { name, location: 'Valley' } })).body;
    const hive = async (name: string, apiaryId: string) =>
      (await owner.request<Hive>('createHive', { body: { name, apiaryId } })).body;
    orchard = await apiary('Orchard');
    hill = await apiary('Hill apiary');
    orchardHive = await hive('Orchard 1', orchard.id);
    hillHive = await hive('Hill 1', hill.id);
    hillInspection = (
      await owner.request<Inspection>('createInspection', {
        body: { hiveId: hillHive.id, inspectionDate: '2026-06-01' },
      })
    ).body;
  });

  it("is invited to the owner's apiaries only, and joins with them", async () => {
    const refused = await owner.request('inviteTeamMember', {
      body: { email: newAddress(), role: 'editor', apiaryIds: [orchard.id, UNKNOWN_ULID] },
    });
    expect(refused).toMatchObject({
      statusCode: 404,
      body: { message: API_ERRORS.apiaryNotFound, code: 'apiaryNotFound' },
    });
    expect((await owner.request<Team>('getTeam')).body.invitations).toEqual([]);
    expect(
      await owner.request('inviteTeamMember', {
        body: { email: newAddress(), role: 'editor', apiaryIds: [orchard.id, orchard.id] },
      }),
    ).toMatchObject({ statusCode: 400, body: { errors: { apiaryIds: [VALIDATION.scopeApiaryRepeated] } } });

    const email = newAddress();
    const { invitation, token } = await invite(email, 'editor', new Date(), [orchard.id]);
    expect(invitation.apiaryIds).toEqual([orchard.id]);
    expect(await accept(beekeeper({ email }), token)).toMatchObject({ statusCode: 200 });
    const [member] = (await owner.request<Team>('getTeam')).body.members;
    expect(member).toMatchObject({ email, role: 'editor', apiaryIds: [orchard.id] });
  });

  it("sees and records in those apiaries only: the rest answers 404 like another beekeeper's, and nothing is written", async () => {
    const member = await joined('editor', [orchard.id]);
    const onOwners = { headers: onAccountOf(owner) };
    const names = <T extends { name: string }>(answer: { body: T[] }) => answer.body.map(({ name }) => name);

    // The web app learns the account and the member's apiaries as for any member.
    expect((await member.request<CurrentAccount>('getActingAccount', onOwners)).body).toMatchObject({
      accountId: owner.userId,
      role: 'editor',
      apiaryIds: [orchard.id],
    });
    expect(names(await member.request<Apiary[]>('listApiaries', onOwners))).toEqual(['Orchard']);
    expect(names(await member.request<Hive[]>('listHives', onOwners))).toEqual(['Orchard 1']);
    expect(await member.request('listHives', { ...onOwners, rawQueryString: `apiaryId=${hill.id}` })).toMatchObject({
      statusCode: 404,
      body: { message: API_ERRORS.apiaryNotFound, code: 'apiaryNotFound' },
    });
    expect(await member.requestFor('getHive', hillHive.id, onOwners)).toMatchObject({
      statusCode: 404,
      body: { message: API_ERRORS.hiveNotFound, code: 'hiveNotFound' },
    });
    expect((await member.requestFor('getHive', orchardHive.id, onOwners)).statusCode).toBe(200);

    const recorded = await member.request<Inspection>('createInspection', {
      ...onOwners,
      body: { hiveId: orchardHive.id, inspectionDate: '2026-06-02' },
    });
    expect(recorded.statusCode).toBe(201);
    const outside = [
      await member.request('createInspection', {
        ...onOwners,
        body: { hiveId: hillHive.id, inspectionDate: '2026-06-02' },
      }),
      await member.requestFor('getInspection', hillInspection.id, onOwners),
      await member.requestFor('updateInspection', hillInspection.id, {
        ...onOwners,
        body: { hiveId: hillHive.id, inspectionDate: '2026-06-03' },
      }),
      await member.requestFor('deleteInspection', hillInspection.id, onOwners),
      await member.request('createHive', { ...onOwners, body: { name: 'Moved in', apiaryId: hill.id } }),
      await member.requestFor('updateHive', orchardHive.id, {
        ...onOwners,
        body: { name: 'Orchard 1', apiaryId: hill.id },
      }),
    ];
    expect(outside.map(({ statusCode }) => statusCode)).toEqual([404, 404, 404, 404, 404, 404]);
    expect(outside[0]?.body).toEqual({ message: API_ERRORS.hiveNotFound, code: 'hiveNotFound' });
    expect(outside[1]?.body).toEqual({ message: API_ERRORS.inspectionNotFound, code: 'inspectionNotFound' });

    // The owner's account is as it was, but for the inspection of the orchard's hive.
    const ownersInspections = (await owner.request<Inspection[]>('listInspections')).body;
    expect(ownersInspections.map(({ id, inspectionDate }) => [id, inspectionDate])).toEqual([
      [recorded.body.id, '2026-06-02'],
      [hillInspection.id, '2026-06-01'],
    ]);
    expect(names(await owner.request<Hive[]>('listHives'))).toEqual(['Orchard 1', 'Hill 1']);
    expect((await owner.requestFor<Hive>('getHive', orchardHive.id)).body.apiaryId).toBe(orchard.id);
    // The member's list of inspections holds their hives' only, one hive's too.
    const listed = await member.request<Inspection[]>('listInspections', onOwners);
    expect(listed.body.map(({ id }) => id)).toEqual([recorded.body.id]);
    expect(
      await member.request('listInspections', { ...onOwners, rawQueryString: `hiveId=${hillHive.id}` }),
    ).toMatchObject({ statusCode: 404 });

    // What spans the whole account is refused before anything is read.
    for (const route of ['getDashboardMetrics', 'getFinanceSummary'] as const) {
      expect(await member.request(route, onOwners)).toMatchObject({
        statusCode: 403,
        body: { message: API_ERRORS.chosenApiariesOnly, code: 'chosenApiariesOnly' },
      });
    }
  });

  const hiveRecords = [
    {
      kind: 'treatments',
      routes: {
        list: 'listTreatments',
        create: 'createTreatment',
        update: 'updateTreatment',
        delete: 'deleteTreatment',
      },
      notFound: API_ERRORS.treatmentNotFound,
      body: (hiveId: string) => ({
        hiveId,
        treatmentType: 'feeding',
        treatmentName: 'Syrup',
        applicationDate: '2026-06-01',
        feedType: 'sugar_syrup',
        feedAmount: '10',
        syrupRatio: '1:1',
      }),
    },
    {
      kind: 'harvests',
      routes: {
        list: 'listProduction',
        create: 'createProduction',
        update: 'updateProduction',
        delete: 'deleteProduction',
      },
      notFound: API_ERRORS.productionNotFound,
      body: (hiveId: string) => ({
        hiveId,
        productType: 'honey',
        quantity: '12',
        unit: 'lbs',
        harvestDate: '2026-06-01',
      }),
    },
  ] as const;

  it.each(hiveRecords)(
    "keeps to those apiaries' hives for $kind: theirs listed, another apiary's 404, nothing written",
    async ({ routes, notFound, body }) => {
      const member = await joined('editor', [orchard.id]);
      const onOwners = { headers: onAccountOf(owner) };
      const hillRecord = (await owner.request<{ id: string }>(routes.create, { body: body(hillHive.id) })).body;
      const recorded = await member.request<{ id: string }>(routes.create, {
        ...onOwners,
        body: body(orchardHive.id),
      });
      expect(recorded.statusCode).toBe(201);

      const outside = [
        await member.request(routes.create, { ...onOwners, body: body(hillHive.id) }),
        await member.requestFor(routes.update, hillRecord.id, { ...onOwners, body: body(hillHive.id) }),
        await member.requestFor(routes.update, hillRecord.id, { ...onOwners, body: body(orchardHive.id) }),
        await member.requestFor(routes.update, recorded.body.id, { ...onOwners, body: body(hillHive.id) }),
        await member.requestFor(routes.delete, hillRecord.id, onOwners),
        await member.request(routes.list, { ...onOwners, rawQueryString: `hiveId=${hillHive.id}` }),
      ];
      expect(
        outside.map(({ statusCode, body: answer }) => [statusCode, (answer as { message?: string }).message]),
      ).toEqual([
        [404, API_ERRORS.hiveNotFound],
        [404, notFound],
        [404, notFound],
        [404, API_ERRORS.hiveNotFound],
        [404, notFound],
        [404, API_ERRORS.hiveNotFound],
      ]);

      const seen = await member.request<{ id: string }[]>(routes.list, onOwners);
      expect(seen.body.map(({ id }) => id)).toEqual([recorded.body.id]);
      // The owner's records are as they were, but for the member's.
      const ownersRecords = (await owner.request<{ id: string; hiveId: string }[]>(routes.list)).body;
      expect(ownersRecords.map(({ id, hiveId }) => [id, hiveId]).sort()).toEqual(
        [
          [recorded.body.id, orchardHive.id],
          [hillRecord.id, hillHive.id],
        ].sort(),
      );
    },
  );

  it("counts the feedings of those apiaries' hives only", async () => {
    const member = await joined('viewer', [orchard.id]);
    for (const hiveId of [orchardHive.id, hillHive.id]) {
      const fed = await owner.request('createTreatment', { body: hiveRecords[0].body(hiveId) });
      expect(fed.statusCode).toBe(201);
    }
    const totals = await member.request<FeedingTotals>('getFeedingTotals', {
      headers: onAccountOf(owner),
      rawQueryString: 'year=2026',
    });
    expect(totals.body.hives.map(({ hiveName }) => hiveName)).toEqual(['Orchard 1']);
  });

  it("keeps to the tasks of those apiaries and their hives: another's 404, the account's own 403, nothing written", async () => {
    const member = await joined('editor', [orchard.id]);
    const onOwners = { headers: onAccountOf(owner) };
    const task = (link: { hiveId?: string; apiaryId?: string }) => ({
      title: 'Add a super',
      dueDate: '2099-06-01',
      priority: 'low',
      type: 'other',
      ...link,
    });
    const ownersTasks: Record<string, Task> = {};
    for (const [name, link] of [
      ['orchardHive', { hiveId: orchardHive.id }],
      ['orchard', { apiaryId: orchard.id }],
      ['hillHive', { hiveId: hillHive.id }],
      ['hill', { apiaryId: hill.id }],
      ['account', {}],
    ] as const) {
      ownersTasks[name] = (await owner.request<Task>('createTask', { body: task(link) })).body;
    }
    const idsSeen = async (route: 'listTasks' | 'listUpcomingTasks') =>
      (await member.request<Task[]>(route, onOwners)).body.map(({ id }) => id).sort();
    const theirs = [ownersTasks.orchardHive?.id, ownersTasks.orchard?.id].sort();
    expect(await idsSeen('listTasks')).toEqual(theirs);
    expect(await idsSeen('listUpcomingTasks')).toEqual(theirs);

    expect(await member.request('createTask', { ...onOwners, body: task({ hiveId: orchardHive.id }) })).toMatchObject({
      statusCode: 201,
    });
    const refused = [
      await member.request('createTask', { ...onOwners, body: task({ hiveId: hillHive.id }) }),
      await member.request('createTask', { ...onOwners, body: task({ apiaryId: hill.id }) }),
      await member.request('createTask', { ...onOwners, body: task({}) }),
      await member.request('createTasks', { ...onOwners, body: { tasks: [task({ apiaryId: orchard.id }), task({})] } }),
      await member.requestFor('updateTask', String(ownersTasks.hillHive?.id), {
        ...onOwners,
        body: { completed: true },
      }),
      await member.requestFor('updateTask', String(ownersTasks.account?.id), {
        ...onOwners,
        body: { completed: true },
      }),
      await member.requestFor('updateTask', String(ownersTasks.orchard?.id), {
        ...onOwners,
        body: { apiaryId: hill.id },
      }),
      await member.requestFor('updateTask', String(ownersTasks.orchard?.id), { ...onOwners, body: { apiaryId: null } }),
      await member.requestFor('deleteTask', String(ownersTasks.hill?.id), onOwners),
      await member.request('listTasks', { ...onOwners, rawQueryString: `hiveId=${hillHive.id}` }),
    ];
    expect(refused.map(({ statusCode, body }) => [statusCode, (body as { message?: string }).message])).toEqual([
      [404, API_ERRORS.hiveNotFound],
      [404, API_ERRORS.apiaryNotFound],
      [403, API_ERRORS.chosenApiariesOnly],
      [403, API_ERRORS.chosenApiariesOnly],
      [404, API_ERRORS.taskNotFound],
      [404, API_ERRORS.taskNotFound],
      [404, API_ERRORS.apiaryNotFound],
      [403, API_ERRORS.chosenApiariesOnly],
      [404, API_ERRORS.taskNotFound],
      [404, API_ERRORS.hiveNotFound],
    ]);
    // The owner's tasks are as they were, with the member's one more.
    const owners = (await owner.request<Task[]>('listTasks')).body;
    expect(owners).toHaveLength(6);
    expect(owners.filter(({ completed }) => completed)).toEqual([]);
    expect(owners.find(({ id }) => id === ownersTasks.orchard?.id)?.apiaryId).toBe(orchard.id);
  });

  it("is narrowed and widened by the owner, from the member's next request", async () => {
    const member = await joined('editor');
    const apiariesSeen = async () =>
      (await member.request<Apiary[]>('listApiaries', { headers: onAccountOf(owner) })).body.map(({ id }) => id);
    expect(await apiariesSeen()).toEqual([orchard.id, hill.id]);

    const narrowed = await owner.requestFor<TeamMember>('updateTeamMember', member.userId, {
      body: { role: 'editor', apiaryIds: [hill.id] },
    });
    expect(narrowed).toMatchObject({ statusCode: 200, body: { apiaryIds: [hill.id] } });
    expect(await apiariesSeen()).toEqual([hill.id]);

    expect(
      await owner.requestFor('updateTeamMember', member.userId, {
        body: { role: 'viewer', apiaryIds: [UNKNOWN_ULID] },
      }),
    ).toMatchObject({ statusCode: 404, body: { message: API_ERRORS.apiaryNotFound, code: 'apiaryNotFound' } });
    expect((await owner.request<Team>('getTeam')).body.members[0]).toMatchObject({
      role: 'editor',
      apiaryIds: [hill.id],
    });

    const widened = await owner.requestFor<TeamMember>('updateTeamMember', member.userId, {
      body: { role: 'editor', apiaryIds: null },
    });
    expect(widened).toMatchObject({ statusCode: 200, body: { apiaryIds: null } });
    expect(await apiariesSeen()).toEqual([orchard.id, hill.id]);
  });
});
