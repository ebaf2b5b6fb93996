/**
 * The local gateway in front of HiveKeeper's API: it must refuse every request the HTTP API's JWT authorizer
 * refuses, accept the local pool's ID tokens, answer unknown routes as API Gateway does, and serve the runtime
 * settings the web app starts from.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import type { JWTPayload } from 'jose';
import { importJWK, SignJWT } from 'jose';
import type { RouteDefinition } from '../../functions/routes';
import { API_BASE_PATH, routeList, routes } from '../../functions/routes';
import { API_ERRORS } from '../../shared/messages';
import { parseRuntimeConfig } from '../../shared/runtime-config';
import type { TestUser } from '../../infra/local/test-support/integration-stack';
import { LOCAL_AWS } from '../../infra/local/settings';
import {
  callApi,
  claimsOf,
  createUser,
  localStack,
  userPoolApi,
} from '../../infra/local/test-support/integration-stack';
import { createAppClient, localCognitoAdminClient } from '../../infra/local/user-pool';
import { apiPath } from '../../functions/api-path';

const UNAUTHORIZED = { message: 'Unauthorized' };
// Typed as any route may be; an optional route (signed in or not) takes a request without a token too.
const protectedRoutes = routeList.filter(
  (route: RouteDefinition) => route.access !== 'public' && route.access !== 'optional',
);
/** A path for a route template, with a well-formed id for `{id}`. */
const pathOf = (template: string) => template.replace(/\{[^}]+\}/g, '01J00000000000000000000000');

/** The claims of a token without its times, to sign them again with other ones. */
function claimsWithoutTimes(token: string): JWTPayload {
  const claims = claimsOf(token);
  delete claims.exp;
  delete claims.iat;
  return claims;
}

/** cognito-local signs with a key published in its package: tests can mint tokens the pool would issue. */
async function signLikeThePool(claims: JWTPayload, expiresAt: number) {
  const keys = JSON.parse(
    readFileSync(createRequire(import.meta.url).resolve('cognito-local/lib/keys/cognitoLocal.private.json'), 'utf8'),
  ) as { jwk: Record<string, string> };
  const key = await importJWK(keys.jwk, 'RS256');
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' })
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(key);
}

describe('JWT authorizer of the local gateway', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createUser();
  });

  it('answers 401 on every non-public route without a token', async () => {
    expect(protectedRoutes.length).toBeGreaterThan(0);
    for (const route of protectedRoutes) {
      const answer = await callApi(route.method, pathOf(route.path), route.method === 'GET' ? {} : { body: {} });
      expect({ route: route.name, status: answer.status, body: answer.body }).toEqual({
        route: route.name,
        status: 401,
        body: UNAUTHORIZED,
      });
    }
  });

  it("answers 403 to a beekeeper on every admin route (and the feedback list's admin view), whatever the body", async () => {
    const adminRoutes = routeList.filter((route: RouteDefinition) => route.access === 'admin');
    expect(adminRoutes.length).toBeGreaterThan(0);
    const calls = [
      ...adminRoutes.map((route) => ({ name: route.name, method: route.method, path: pathOf(route.path) })),
      { name: 'listFeedback', method: 'GET', path: apiPath(routes.listFeedback, {}, { admin: 'true' }) },
    ];
    for (const { name, method, path } of calls) {
      const answer = await callApi(method, path, {
        idToken: user.tokens.idToken,
        ...(method === 'GET' ? {} : { body: {} }),
      });
      expect({ route: name, status: answer.status, body: answer.body }).toEqual({
        route: name,
        status: 403,
        body: { message: API_ERRORS.adminRequired, code: 'adminRequired' },
      });
    }
  });

  it('accepts an ID token of the local pool on GET /api/auth/user', async () => {
    const answer = await callApi<{ id: string; email: string; isAdmin: boolean }>(
      'GET',
      apiPath(routes.getCurrentUser),
      {
        idToken: user.tokens.idToken,
      },
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: user.userId, email: user.email, isAdmin: false });
  });

  it('takes the token without the Bearer prefix too, as API Gateway does', async () => {
    const response = await fetch(`${localStack().app}${apiPath(routes.getCurrentUser)}`, {
      headers: { authorization: user.tokens.idToken },
    });
    expect(response.status).toBe(200);
  });

  it('refuses a tampered token', async () => {
    const [header, , signature] = user.tokens.idToken.split('.');
    const claims = { ...claimsOf(user.tokens.idToken), 'cognito:groups': ['admins'] };
    const tampered = [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
    const answer = await callApi('GET', apiPath(routes.getCurrentUser), { idToken: tampered });
    expect(answer).toMatchObject({ status: 401, body: UNAUTHORIZED });
  });

  it('refuses an expired token that is otherwise exactly what the pool issues', async () => {
    const claims = claimsWithoutTimes(user.tokens.idToken);
    const now = Math.floor(Date.now() / 1000);
    const fresh = await signLikeThePool(claims, now + 600);
    const expired = await signLikeThePool(claims, now - 60);
    expect((await callApi('GET', apiPath(routes.getCurrentUser), { idToken: fresh })).status).toBe(200);
    expect(await callApi('GET', apiPath(routes.getCurrentUser), { idToken: expired })).toMatchObject({
      status: 401,
      body: UNAUTHORIZED,
    });
  });

  it('refuses a token of the same pool issued to another app client (audience)', async () => {
    const admin = localCognitoAdminClient(localStack().cognito);
    const otherClientId = await createAppClient(admin, localStack().userPoolId, `other-app-${Date.now()}`);
    admin.destroy();
    const tokens = await userPoolApi(otherClientId).signIn(user.email, user.password);
    expect(claimsOf(tokens.idToken).aud).toBe(otherClientId);
    expect(await callApi('GET', apiPath(routes.getCurrentUser), { idToken: tokens.idToken })).toMatchObject({
      status: 401,
      body: UNAUTHORIZED,
    });
  });

  it('refuses a token of another issuer signed with the same key', async () => {
    const claims = claimsWithoutTimes(user.tokens.idToken);
    const otherIssuer = await signLikeThePool(
      { ...claims, iss: `${localStack().cognito}/local_other` },
      Math.floor(Date.now() / 1000) + 600,
    );
    expect((await callApi('GET', apiPath(routes.getCurrentUser), { idToken: otherIssuer })).status).toBe(401);
  });

  it('refuses the access token: the API takes ID tokens (they carry the e-mail and groups)', async () => {
    expect(await callApi('GET', apiPath(routes.getCurrentUser), { idToken: user.tokens.accessToken })).toMatchObject({
      status: 401,
      body: UNAUTHORIZED,
    });
  });

  it('says isAdmin only for members of the admins group', async () => {
    const admin = await createUser({ admin: true, label: 'admin' });
    const answer = await callApi<{ isAdmin: boolean }>('GET', apiPath(routes.getCurrentUser), {
      idToken: admin.tokens.idToken,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.isAdmin).toBe(true);
  });
});

describe('routing of the local gateway', () => {
  it('answers an unknown /api path with 404 Not Found, as API Gateway does', async () => {
    const user = await createUser();
    for (const [method, path] of [
      ['GET', `${API_BASE_PATH}/no-such-thing`],
      ['GET', API_BASE_PATH],
      ['PATCH', apiPath(routes.listHives)],
      ['GET', `${apiPath(routes.getHive, { id: '01J00000000000000000000000' })}/extra`],
    ] as const) {
      const answer = await callApi(method, path, { idToken: user.tokens.idToken });
      expect({ method, path, status: answer.status, body: answer.body }).toEqual({
        method,
        path,
        status: 404,
        body: { message: 'Not Found' },
      });
    }
  });

  it('serves /config.json with the local pool, the same-origin API and the inbox', async () => {
    const stack = localStack();
    const answer = await callApi('GET', '/config.json');
    expect(answer.status).toBe(200);
    expect(parseRuntimeConfig(answer.body)).toEqual({
      apiUrl: '',
      region: LOCAL_AWS.region,
      userPoolId: stack.userPoolId,
      userPoolClientId: stack.userPoolClientId,
      userPoolEndpoint: `${stack.app}/cognito/`,
      authFlowType: 'USER_PASSWORD_AUTH',
      localInboxUrl: `${stack.app}/local-inbox`,
      paymentProvider: 'test-mode',
    });
  });
});
