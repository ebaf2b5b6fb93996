/**
 * Which account a request acts on, as every route's access check asks it: the caller's membership of a shared
 * account and the owner's plan, in one TransactGetItems (consistent, one request whatever the team's size), so this
 * read, which every Lambda carries, brings only the membership and user entities with it.
 */
import { TransactGetCommand } from '@aws-sdk/lib-dynamodb';
import type { TeamRole } from '../../../shared/domain/teams';
import { hasProState, planStateOf } from '../../../shared/plan-rules';
import { documentClient } from './client';
import { MembershipEntity } from './entities/membership';
import { UserEntity } from './entities/user';

/**
 * The role `memberId` acts with on `accountId`, their name as the team knows it and their scope (the chosen
 * apiaries, null for the whole account), or null when they are no member
 * (never were, left, were removed) or the owner is leaving HiveKeeper. Sharing is Pro: while the owner has no Pro,
 * every member reads only (viewer).
 */
export async function memberRoleOn(
  accountId: string,
  memberId: string,
): Promise<{ role: TeamRole; name: string; apiaryIds: string[] | null } | null> {
  const membershipKey = MembershipEntity.get({ accountId, memberId }).params();
  const ownerKey = UserEntity.get({ userId: accountId }).params();
  // Transactional reads are consistent: a member removed, or an owner's lapse, counts from the very next request.
  const { Responses = [] } = await documentClient.send(
    new TransactGetCommand({ TransactItems: [{ Get: membershipKey }, { Get: ownerKey }] }),
  );
  const membership = Responses[0]?.Item ? MembershipEntity.parse({ Item: Responses[0].Item }).data : null;
  const owner = Responses[1]?.Item ? UserEntity.parse({ Item: Responses[1].Item }).data : null;
  if (!membership || !owner || owner.deletionRequestedAt) return null;
  const role = hasProState(planStateOf({ ...owner, isAdmin: false })) ? membership.role : 'viewer';
  return { role, name: membership.memberName, apiaryIds: membership.apiaryIds ?? null };
}
