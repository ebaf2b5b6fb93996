import { createServer } from 'node:http';
import type * as Jose from 'jose';
import { exportJWK, generateKeyPair, jwtVerify, SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createJwtAuthorizer } from './jwt-authorizer';
import { closeServer, listen } from './servers';

// The real verification, watched: how often the authorizer checks a signature.
vi.mock('jose', async (importOriginal) => {
  const jose = await importOriginal<typeof Jose>();
  return { ...jose, jwtVerify: vi.fn(jose.jwtVerify) };
});

const AUDIENCE = 'local-client';
const { privateKey, publicKey } = await generateKeyPair('RS256');
const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid: 'local-key', alg: 'RS256', use: 'sig' }] };
/** The user pool's JWKS endpoint, as cognito-local serves it. */
const pool = createServer((request, response) => {
  response.writeHead(request.url === '/.well-known/jwks.json' ? 200 : 404, { 'content-type': 'application/json' });
  response.end(JSON.stringify(jwks));
});
let issuer = '';

beforeAll(async () => {
  await listen(pool, 0);
  const address = pool.address();
  issuer = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => closeServer(pool));
afterEach(() => {
  vi.useRealTimers();
  vi.mocked(jwtVerify).mockClear();
});

/** An ID token of the pool for `sub`, valid for `seconds`. */
function idToken(sub: string, seconds = 3600, claims: Record<string, unknown> = { token_use: 'id' }) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: 'local-key' })
    .setIssuer(issuer)
    .setAudience(AUDIENCE)
    .setSubject(sub)
    .setIssuedAt(now)
    .setExpirationTime(now + seconds)
    .sign(privateKey);
}

describe('the local JWT authorizer', () => {
  it('verifies a token once and answers its claims from then on, with or without `Bearer `', async () => {
    const authorize = createJwtAuthorizer({ issuer, audience: AUDIENCE });
    const token = await idToken('ann');

    expect(await authorize(`Bearer ${token}`)).toMatchObject({ sub: 'ann', token_use: 'id' });
    expect(await authorize(`Bearer ${token}`)).toMatchObject({ sub: 'ann' });
    expect(await authorize(token)).toMatchObject({ sub: 'ann' });
    expect(jwtVerify).toHaveBeenCalledTimes(1);
  });

  it('refuses a kept token from its expiry on, as it refuses an expired one it never saw', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const authorize = createJwtAuthorizer({ issuer, audience: AUDIENCE });
    const token = await idToken('ann', 60);
    const expired = await idToken('bob', 60);
    expect(await authorize(token)).toMatchObject({ sub: 'ann' });

    vi.setSystemTime(Date.now() + 60_000);

    expect(await authorize(token)).toBeUndefined();
    expect(await authorize(expired)).toBeUndefined();
    // Refused again once gone from the cache, by the signature's check this time.
    expect(await authorize(token)).toBeUndefined();
    expect(jwtVerify).toHaveBeenCalledTimes(3);
  });

  it('keeps no refused token: a bad signature, another audience, an access token', async () => {
    const authorize = createJwtAuthorizer({ issuer, audience: AUDIENCE });
    const good = await idToken('ann');
    const [header = '', payload = ''] = good.split('.');
    const forged = `${header}.${payload}.${Buffer.from('not the signature').toString('base64url')}`;
    const access = await idToken('ann', 3600, { token_use: 'access' });
    for (const token of [forged, access, forged, access]) expect(await authorize(token)).toBeUndefined();
    expect(await authorize(undefined)).toBeUndefined();
    expect(jwtVerify).toHaveBeenCalledTimes(4);
  });

  it('keeps at most its bound of tokens, dropping the least recently used', async () => {
    const authorize = createJwtAuthorizer({ issuer, audience: AUDIENCE, tokensKept: 2 });
    const [ann, bob, cy] = await Promise.all(['ann', 'bob', 'cy'].map((sub) => idToken(sub)));
    for (const token of [ann, bob, ann, cy]) await authorize(token);
    expect(jwtVerify).toHaveBeenCalledTimes(3);

    // Bob was used least recently when Cy came: he is verified again, Ann is not.
    await authorize(ann);
    await authorize(bob);
    expect(jwtVerify).toHaveBeenCalledTimes(4);
  });
});
