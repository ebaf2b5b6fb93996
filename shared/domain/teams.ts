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

/**
 * How big a team grows and how long an invitation's link works: members and invitations together are at most
 * `maxTeam`, so the owner's team screen is one small Query; a week is long enough to find the e-mail, short enough
 * that a forgotten link dies (an expired invitation stays listed until it is resent or revoked). An invitation is
 * e-mailed again at most every `resendAfterMinutes`, so the team screen can't flood an inbox. A member of chosen
 * apiaries has at most `maxScopedApiaries`, so their scope rides along with the membership's read.
 */
export const TEAM_LIMITS = {
  maxTeam: 25,
  invitationValidDays: 7,
  resendAfterMinutes: 10,
  maxScopedApiaries: 50,
} as const;

/** What a role is called on the screens, and what it may do (the invitation e-mail words it in `catalogs/team-email`). */
export const TEAM_ROLE_LABELS: Record<TeamRole, { name: string; may: string }> = {
  owner: { name: 'Owner', may: 'Everything, also the team and its invitations' },
  editor: { name: 'Editor', may: 'Records inspections, treatments, harvests, money and tasks; edits and deletes them' },
  viewer: { name: 'Viewer', may: 'Reads everything, changes nothing' },
};

/** The name a beekeeper goes by to others: their full name, else their username, else their e-mail. */
export function personName(person: {
  firstName?: string | null;
  lastName?: string | null;
  username?: string | null;
  email: string;
}): string {
  const fullName = [person.firstName, person.lastName].filter(Boolean).join(' ').trim();
  return fullName || person.username || person.email;
}
