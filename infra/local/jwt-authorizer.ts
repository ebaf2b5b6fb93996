/**
 * The local stand-in for the HTTP API's JWT authorizer: a request reaches a non-public HiveKeeper handler only
 * with a valid ID token of the user pool (signature from the pool's JWKS, issuer, audience = the app client,
 * not expired). Anything else is answered 401 before a handler runs, as in the cloud.
 *
 * A token verified once is kept until its `exp` (at most VERIFIED_TOKENS_KEPT of them): in the cloud the check runs
 * in API Gateway, beside the Lambda, and a signed-in request hardly pays for it; locally each request paid an RSA
 * verification in the gateway's process, which the bench counted as the gateway's own cost.
 */
import type { JWTPayload } from 'jose';
import { createRemoteJWKSet, jwtVerify } from 'jose';

export type Authorizer = (authorizationHeader: string | undefined) => Promise<JWTPayload | undefined>;

/** Tokens kept verified at most (the oldest used goes first): a few per signed-in browser, test or bench account. */
export const VERIFIED_TOKENS_KEPT = 1_000;

export function createJwtAuthorizer(options: { issuer: string; audience: string; tokensKept?: number }): Authorizer {
  const keys = createRemoteJWKSet(new URL(`${options.issuer}/.well-known/jwks.json`));
  const tokensKept = options.tokensKept ?? VERIFIED_TOKENS_KEPT;
  // Insertion order is use order: a token found is moved to the end, the first is the least recently used.
  const verified = new Map<string, { payload: JWTPayload; expiresAtMs: number }>();

  async function verify(token: string): Promise<JWTPayload | undefined> {
    try {
      const { payload } = await jwtVerify(token, keys, {
        issuer: options.issuer,
        audience: options.audience,
        algorithms: ['RS256'],
        requiredClaims: ['exp', 'sub'],
      });
      // HiveKeeper's handlers read `email` and `cognito:groups`, which only the ID token carries.
      return payload.token_use === 'id' ? payload : undefined;
    } catch {
      return undefined;
    }
  }

  return async (authorizationHeader) => {
    // API Gateway takes the token with or without the `Bearer ` prefix.
    const token = authorizationHeader?.replace(/^Bearer\s+/i, '').trim();
    if (!token) return undefined;
    const kept = verified.get(token);
    if (kept) {
      verified.delete(token);
      // jose refuses a token from its `exp` second on; a kept one is refused from the same moment.
      if (Date.now() >= kept.expiresAtMs) return undefined;
      verified.set(token, kept);
      return kept.payload;
    }
    const payload = await verify(token);
    // `exp` is a required claim, so a verified payload has it.
    if (payload?.exp === undefined) return undefined;
    verified.set(token, { payload, expiresAtMs: payload.exp * 1000 });
    const leastRecent = verified.keys().next();
    if (verified.size > tokensKept && !leastRecent.done) verified.delete(leastRecent.value);
    return payload;
  };
}
