/**
 * Checks an ID token in the Lambda itself, for an optional route (signed in or not): API Gateway's JWT authorizer
 * refuses a request without a token, so such a route has none, and its Lambda verifies what comes as the authorizer
 * would: the pool's signature (its published keys), issuer, audience = the web client, not expired, an ID token.
 */
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';

/** The verified claims, or undefined for a token that fails. */
export type IdTokenVerifier = (authorizationHeader: string) => Promise<Record<string, unknown> | undefined>;

export function createIdTokenVerifier(
  { issuer, audience }: { issuer: string; audience: string },
  keys: JWTVerifyGetKey = createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`)),
): IdTokenVerifier {
  return async (authorizationHeader) => {
    // As API Gateway, with or without the `Bearer ` prefix.
    const token = authorizationHeader.replace(/^Bearer\s+/i, '').trim();
    if (!token) return undefined;
    try {
      const { payload } = await jwtVerify(token, keys, {
        issuer,
        audience,
        algorithms: ['RS256'],
        requiredClaims: ['exp', 'sub'],
      });
      return payload.token_use === 'id' ? payload : undefined;
    } catch {
      return undefined;
    }
  };
}
