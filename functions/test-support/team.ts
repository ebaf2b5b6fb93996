/**
 * Teams in data tests: a beekeeper made a member of another's account, as accepting an invitation leaves them
 * (the membership item `memberRoleOn` reads), without the invitation's e-mail round trip.
 */
import type { TeamRole } from '../../shared/domain/teams';
import { MembershipEntity } from '../lib/data/entities/membership';
import type { TestBeekeeper } from './api';

interface Joining {
  role: TeamRole;
  /** The apiaries a scoped member may see; the whole account when left out. */
  apiaryIds?: string[];
  memberName?: string;
  accountName?: string;
}

export async function joinTeam(
  owner: Pick<TestBeekeeper, 'userId'>,
  member: Pick<TestBeekeeper, 'userId' | 'email'>,
  { role, apiaryIds, memberName = 'Ana Silva', accountName = 'Owner Beekeeper' }: Joining,
): Promise<void> {
  await MembershipEntity.create({
    accountId: owner.userId,
    memberId: member.userId,
    role,
    memberName,
    memberEmail: member.email,
    accountName,
    ...(apiaryIds ? { apiaryIds } : {}),
  }).go();
}
