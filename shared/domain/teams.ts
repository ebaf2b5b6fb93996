/**
 * Teams: a beekeeper's account shared with others, each member with a role. The owner may do everything (billing
 * and members too), an editor records (creates, edits and deletes records), a viewer reads.
 */
export const TEAM_ROLES = ['owner', 'editor', 'viewer'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/**
 * What a route needs of a member acting on an account shared with them: a role at least as strong, or `self` for
 * what only ever concerns the caller's own account (their profile, billing, notifications, an admin's screens).
 */
export const MEMBER_NEEDS = ['viewer', 'editor', 'owner', 'self'] as const;
export type MemberNeed = (typeof MEMBER_NEEDS)[number];

/** Each role with what it may do, weakest first: a role meets a need of its own rank or below. */
const RANK: Record<TeamRole, number> = { viewer: 0, editor: 1, owner: 2 };

/** Whether a member of `role` may call a route needing `need` on the shared account (`self` routes act on their own). */
export function roleMeets(role: TeamRole, need: Exclude<MemberNeed, 'self'>): boolean {
  return RANK[role] >= RANK[need];
}
