/**
 * Which account a request acts on, as every route's access check asks it: one consistent GetItem of the caller's
 * membership of a shared account, so this read, which every Lambda carries, brings only the membership entity with it.
 */
import type { TeamRole } from '../../../shared/domain/teams';
import { MembershipEntity } from './entities/membership';

/** The role `memberId` has on `accountId`, or null when they are no member (never were, left, were removed). */
export async function memberRoleOn(accountId: string, memberId: string): Promise<TeamRole | null> {
  // Consistent: a member removed is refused from the very next request.
  const { data } = await MembershipEntity.get({ accountId, memberId }).go({ consistent: true });
  return data?.role ?? null;
}
