/**
 * Teams, route by route: every route a beekeeper can call, sent by a viewer, an editor, an editor of chosen apiaries
 * and a stranger acting on an account (the account header naming it). Each answers as the route table's `member`
 * and `scoped` declare: a role too weak, no membership, or a member of chosen apiaries on a route that doesn't keep
 * to them, is refused with 403 before anything is read or written; a route of the caller's own (`self`) ignores the
 * header. Then what acting on a shared account means: the owner's records, one GetItem more.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { API_ERRORS } from '../shared/messages';
import type { MemberNeed, TeamRole } from '../shared/domain/teams';
import type { Apiary } from '../shared/schemas/apiary';
import type { Hive } from '../shared/schemas/hive';
import { ACCOUNT_HEADER } from './lib/caller';
import { MembershipEntity } from './lib/data/entities/membership';
import { routeList, type RouteName } from './routes';
import { beekeeper, setSubscription, type TestBeekeeper } from './test-support/api';
import { joinTeam } from './test-support/team';
import { recordSentCommands } from './test-support/sent-commands';

const WRITE_COMMANDS = ['PutItem', 'UpdateItem', 'DeleteItem', 'TransactWriteItems', 'BatchWriteItem'];
/** A valid ULID no record has, for every path parameter. */
const UNKNOWN_ULID = '01JZZZZZZZZZZZZZZZZZZZZZZZ';

let owner: TestBeekeeper;
type Acting = TeamRole | 'scopedEditor' | 'stranger';
const members = {} as Record<Acting, TestBeekeeper>;
const names = { memberName: 'Ana Member', accountName: 'Owner Beekeeper' };

beforeAll(async () => {
  owner = beekeeper();
  await setSubscription(owner, 'pro', 'active');
  for (const role of ['viewer', 'editor', 'owner'] as const) {
    members[role] = beekeeper();
    await joinTeam(owner, members[role], { role, ...names });
  }
  members.scopedEditor = beekeeper();
  await joinTeam(owner, members.scopedEditor, { role: 'editor', apiaryIds: [UNKNOWN_ULID], ...names });
  members.stranger = beekeeper();
});

const onOwnersAccount = () => ({ [ACCOUNT_HEADER]: owner.userId });

/**
 * The refusal a member of `role` (or a stranger) meets on a route needing `need`, keeping a member of chosen apiaries
 * to them or not (`scoped`); null when let through.
 */
function expectedRefusal(role: Acting, need: MemberNeed, scoped: boolean): string | null {
  if (need === 'self') return null;
  if (role === 'stranger') return API_ERRORS.notAMember;
  const rank = { viewer: 0, editor: 1, scopedEditor: 1, owner: 2 };
  if (rank[role] < rank[need]) return API_ERRORS.roleCannot(need);
  return role === 'scopedEditor' && !scoped ? API_ERRORS.chosenApiariesOnly : null;
}

const REFUSALS = (need: MemberNeed) => [
  API_ERRORS.notAMember,
  API_ERRORS.roleCannot(need),
  API_ERRORS.chosenApiariesOnly,
];

const signedInRoutes = routeList.filter((route) => route.access !== 'public');

describe.each(signedInRoutes)('$name on a shared account', (route) => {
  it(`answers each role as "${String(route.member)}" declares, and a refusal writes nothing`, async () => {
    const need = route.member ?? 'self';
    const pathParameters = Object.fromEntries(
      [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name = '']) => [name, UNKNOWN_ULID]),
    );
    const sent = recordSentCommands();
    for (const role of ['viewer', 'editor', 'scopedEditor', 'owner', 'stranger'] as const) {
      const before = sent.length;
      const answer = await members[role].request<{ message?: string }>(route.name as RouteName, {
        headers: onOwnersAccount(),
        pathParameters,
        body: {},
      });
      const refusal = expectedRefusal(role, need, 'scoped' in route);
      if (refusal === null) {
        expect(REFUSALS(need), `${role}: ${answer.statusCode}`).not.toContain(answer.body?.message);
      } else {
        expect(answer, role).toMatchObject({ statusCode: 403, body: { message: refusal } });
        expect(
          sent.slice(before).filter((command) => WRITE_COMMANDS.some((write) => command.startsWith(write))),
          role,
        ).toEqual([]);
      }
    }
  });
});

describe('acting on a shared account', () => {
  it("shows a viewer the owner's records for one read more (membership and plan together), and records an editor's in the owner's account", async () => {
    const apiary = (await owner.request<Apiary>('createApiary', { body: { name: 'Orchard', location: 'Hill' } })).body;
    const editorsHive = await members.editor.request<Hive>('createHive', {
      headers: onOwnersAccount(),
      body: { name: 'Recorded by the editor', apiaryId: apiary.id },
    });
    expect(editorsHive.statusCode).toBe(201);

    const ownersCommands = recordSentCommands();
    const ownersView = await owner.request<Hive[]>('listHives');
    const ownersCount = ownersCommands.length;
    const viewersView = await members.viewer.request<Hive[]>('listHives', { headers: onOwnersAccount() });
    expect(viewersView.body.map((hive) => hive.name)).toEqual(ownersView.body.map((hive) => hive.name));
    expect(viewersView.body.map((hive) => hive.name)).toContain('Recorded by the editor');
    expect(ownersCommands.slice(ownersCount)).toEqual([
      'TransactGetItemsCommand',
      ...ownersCommands.slice(0, ownersCount),
    ]);
    // Without the header a member acts on their own account, which has no hives.
    expect((await members.viewer.request<Hive[]>('listHives')).body).toEqual([]);
  });

  it('refuses a member removed from the account from their very next request', async () => {
    const leaving = beekeeper();
    await joinTeam(owner, leaving, { role: 'editor', ...names });
    expect((await leaving.request('listHives', { headers: onOwnersAccount() })).statusCode).toBe(200);
    await MembershipEntity.delete({ accountId: owner.userId, memberId: leaving.userId }).go();
    expect(await leaving.request('listHives', { headers: onOwnersAccount() })).toMatchObject({
      statusCode: 403,
      body: { message: API_ERRORS.notAMember, code: 'notAMember' },
    });
  });
});
