/**
 * Who is calling: read only from the claims of the token API Gateway's JWT authorizer (or the local gateway)
 * has verified. The body, path and query never say who the user is.
 */

import type { TeamRole } from '../../shared/domain/teams';

/** Members of this Cognito group are HiveKeeper admins (and so always have Pro access). */
export const ADMIN_GROUP = 'admins';

export interface Caller {
  /** The Cognito `sub` of the account acted on: the key of its partition (the owner's, on a shared account). */
  userId: string;
  email: string;
  /** Whether the identity provider has verified `email` (accepting a team invitation needs it); a job's caller has no say. */
  emailVerified?: boolean;
  /**
   * The acting person's name as their ID token gives it (given and family name, else `name`, else the e-mail):
   * copied onto the records they write. Absent only for a token with none of these.
   */
  name?: string;
  groups: string[];
  isAdmin: boolean;
  /**
   * On an account shared with the caller: who is acting (their own `sub`), their role there and their scope: the
   * apiaries they may see and work on (`member-scope.ts`), null for the whole account.
   */
  member?: { userId: string; role: TeamRole; apiaryIds: readonly string[] | null };
}

export { ACCOUNT_HEADER } from '../../shared/domain/team-links';

/**
 * `cognito:groups` reaches a Lambda flattened by the authorizer as `[admins editors]`; a real array (as in the
 * token itself) is accepted too.
 */
export function parseGroups(claim: unknown): string[] {
  if (Array.isArray(claim)) return claim.map(String).filter(Boolean);
  if (typeof claim !== 'string') return [];
  return claim
    .replace(/^\[|\]$/g, '')
    .split(/[\s,]+/)
    .map((group) => group.replace(/^"|"$/g, ''))
    .filter(Boolean);
}

/**
 * The caller named by verified claims, or undefined when there are none: no token, a token without `sub`, or an
 * access token. API Gateway's JWT authorizer accepts Cognito access tokens too, but only the ID token carries the
 * e-mail HiveKeeper keeps, so handlers take ID tokens only (as the local gateway does).
 */
export function callerFromClaims(claims: Record<string, unknown> | undefined): Caller | undefined {
  const userId = claims?.sub;
  if (typeof userId !== 'string' || userId === '' || claims?.token_use !== 'id') return undefined;
  const groups = parseGroups(claims?.['cognito:groups']);
  const name = nameFromClaims(claims);
  return {
    userId,
    email: typeof claims?.email === 'string' ? claims.email : '',
    // A boolean in the token; the authorizer hands claims to a Lambda as strings.
    emailVerified: claims?.email_verified === true || claims?.email_verified === 'true',
    ...(name === undefined ? {} : { name }),
    groups,
    isAdmin: groups.includes(ADMIN_GROUP),
  };
}

/** A claim's text, trimmed, or undefined when it is missing or blank. */
function textClaim(claim: unknown): string | undefined {
  return typeof claim === 'string' && claim.trim() !== '' ? claim.trim() : undefined;
}

/**
 * The name a person goes by in their token. HiveKeeper's user pool keeps only the e-mail today, so that is what
 * most tokens give; a pool (or a token) with names gives those.
 */
function nameFromClaims(claims: Record<string, unknown>): string | undefined {
  const fullName = [textClaim(claims.given_name), textClaim(claims.family_name)].filter(Boolean).join(' ');
  return textClaim(fullName) ?? textClaim(claims.name) ?? textClaim(claims.email);
}
