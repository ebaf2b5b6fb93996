/**
 * What every page needs of teams: the header a request names its shared account in, and the page an invitation
 * e-mail links to. Apart from the team rules (`teams.ts`), so the first script every page loads carries only these.
 */

/** The request header naming the shared account a request acts on; without it a beekeeper acts on their own. */
export const ACCOUNT_HEADER = 'x-hivekeeper-account';

/** The web page of an invitation's link (`?token=`): it asks the beekeeper to sign in or up, then to accept. */
export const TEAM_LINKS = { invitation: '/invitation' } as const;
