import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import { describe, expect, it } from 'vitest';
import { createIdTokenVerifier } from './id-token';

const ISSUER = 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_pool';
const AUDIENCE = 'web-client';

const poolKeys = await generateKeyPair('RS256');
const otherKeys = await generateKeyPair('RS256');
const verify = createIdTokenVerifier(
  { issuer: ISSUER, audience: AUDIENCE },
  createLocalJWKSet({ keys: [{ ...(await exportJWK(poolKeys.publicKey)), kid: 'pool', alg: 'RS256' }] }),
);

function token(claims: JWTPayload, { key = poolKeys.privateKey, expiresIn = '1h', audience = AUDIENCE } = {}) {
  return new SignJWT({ sub: 'user-1', token_use: 'id', email: 'ann@example.com', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'pool' })
    .setIssuer(ISSUER)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(key);
}

describe("an optional route's own ID token check", () => {
  it("answers a valid ID token's claims, with or without the Bearer prefix", async () => {
    const valid = await token({});
    expect(await verify(`Bearer ${valid}`)).toMatchObject({ sub: 'user-1', email: 'ann@example.com' });
    expect(await verify(valid)).toMatchObject({ sub: 'user-1' });
  });

  it('refuses an access token, another key, another client, an expired token and garbage', async () => {
    expect(await verify(await token({ token_use: 'access' }))).toBeUndefined();
    expect(await verify(await token({}, { key: otherKeys.privateKey }))).toBeUndefined();
    expect(await verify(await token({}, { audience: 'other-client' }))).toBeUndefined();
    expect(await verify(await token({}, { expiresIn: '-1m' }))).toBeUndefined();
    expect(await verify('Bearer not-a-token')).toBeUndefined();
  });
});
