/** What the API says to a member acting on an account shared with them. */
export const TEAMS_API_ERRORS = {
  notAMember: 'You are not a member of that account.',
  roleCannot: (need: string) => `Your role on this account can't do that: it needs ${need}.`,
} as const;
