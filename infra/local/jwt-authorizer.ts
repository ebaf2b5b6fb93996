/**
 * The local stand-in for the HTTP API's JWT authorizer: a request reaches a non-public HiveKeeper handler only
 * with a valid ID token of the user pool (signature from the pool's JWKS, issuer, audience = the app client,
 * not expired). Anything else is answered 401 before a handler runs, as in the cloud.
 */
import type { JWTPayload } from 'jose';
import { createRemoteJWKSet, jwtVerify } from 'jose';

export type Authorizer = (authorizationHeader: string | undefined) => Promise<JWTPayload | undefined>;

export function createJwtAuthorizer(options: { issuer: string; audience: string }): Authorizer {
  const keys = createRemoteJWKSet(new URL(`${options.issuer}/.well-known/jwks.json`));
  return async (authorizationHeader) => {
    // API Gateway takes the token with or without the `Bearer ` prefix.
    const token = authorizationHeader?.replace(/^Bearer\s+/i, '').trim();
    if (!token) return undefined;
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
  };
}
