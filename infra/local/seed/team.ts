/**
 * The demo beekeeper's team: Ana Lopes, an editor of her Home Apiary, and an invitation still waiting for a viewer
 * (its e-mail is in the local inbox). Sign in as Ana to work on Maya's account from the header's switcher. The team
 * lives beside the beekeeper's records, not among them: a demo reset finds it there and leaves it.
 */
import { apiPath } from '../../../functions/api-path';
import { routes } from '../../../functions/routes';
import type { Team } from '../../../shared/schemas/team';
import { DEMO_ACCOUNTS } from '../demo-accounts';
import { demoIdOf, type SeedingApi } from './seeding-api';

export async function seedTeam({
  beekeeperApi,
  memberApi,
  ownerId,
  ids,
}: {
  beekeeperApi: SeedingApi;
  memberApi: SeedingApi;
  ownerId: string;
  ids: ReadonlyMap<string, string>;
}): Promise<void> {
  const team = (await beekeeperApi(routes.getTeam.method, apiPath(routes.getTeam))) as Team;
  if (team.members.length > 0) return;
  const member = (await memberApi(routes.updateProfile.method, apiPath(routes.updateProfile), {
    firstName: 'Ana',
    lastName: 'Lopes',
    preferences: { timezone: Intl.DateTimeFormat().resolvedOptions().timeZone },
  })) as { id: string };
  await addMember(ownerId, member.id, [demoIdOf(ids, 'Home Apiary') as string]);
  await beekeeperApi(routes.inviteTeamMember.method, apiPath(routes.inviteTeamMember), {
    email: 'sam.orchard@example.com',
    role: 'viewer',
  });
}

/**
 * Ana on the team as an operator would place her, written beside the owner's count of her team: accepting an
 * invitation takes the link's token from an e-mail, signed with the running stack's secret, which a demo reset (a
 * process of its own) does not know.
 */
async function addMember(accountId: string, memberId: string, apiaryIds: string[]): Promise<void> {
  // Imported here, after the local stack has set the functions' environment that the data layer reads on load.
  const { MembershipEntity } = await import('../../../functions/lib/data/entities/membership');
  const { UserEntity } = await import('../../../functions/lib/data/entities/user');
  await MembershipEntity.create({
    accountId,
    memberId,
    role: 'editor',
    apiaryIds,
    memberName: 'Ana Lopes',
    memberEmail: DEMO_ACCOUNTS.member.email,
    accountName: 'Maya Fields',
  }).go();
  await UserEntity.patch({ userId: accountId }).add({ teamSize: 1 }).go();
}
