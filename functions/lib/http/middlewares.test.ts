import '../../test-support/unit-env';
import middy from '@middy/core';
import { describe, expect, it, vi } from 'vitest';
import type { RouteDefinition } from '../../routes';
import { httpApiEvent, idTokenClaims, lambdaContext } from '../../test-support/http';
import { authorize, errorAnswers, type HandlerContext, type HttpEvent, type HttpResponse } from './middlewares';

const route = (access: RouteDefinition['access']) =>
  ({ method: 'GET', path: '/test', handler: 'test/test', access, grants: [] }) satisfies RouteDefinition;

/** A stack of just the access check, with the Pro answer given by the test instead of the data layer. */
function accessStack(access: RouteDefinition['access'], proAccess: boolean) {
  const hasProAccess = vi.fn(async () => proAccess);
  const handler = middy<HttpEvent, HttpResponse, Error, HandlerContext>()
    .use(errorAnswers())
    .use(authorize(access, hasProAccess))
    .handler(async () => ({ statusCode: 200 }));
  const callAs = (claims = idTokenClaims()) => handler(httpApiEvent(route(access), { claims }), lambdaContext());
  return { hasProAccess, callAs };
}

describe('the access check on Pro routes', () => {
  it('asks the injected check about the caller from the token, and answers 402 when it says no', async () => {
    const { hasProAccess, callAs } = accessStack('pro', false);
    const claims = idTokenClaims();
    expect((await callAs(claims)).statusCode).toBe(402);
    expect(hasProAccess).toHaveBeenCalledWith(expect.objectContaining({ userId: claims.sub, isAdmin: false }));
  });

  it('lets the caller through when the check says yes', async () => {
    expect((await accessStack('pro', true).callAs()).statusCode).toBe(200);
  });

  it('never asks about Pro access on user and admin routes', async () => {
    for (const access of ['user', 'admin'] as const) {
      const { hasProAccess, callAs } = accessStack(access, false);
      await callAs(idTokenClaims({ groups: ['admins'] }));
      expect(hasProAccess).not.toHaveBeenCalled();
    }
  });
});

describe('the access check on optional routes (signed in or not, no authorizer in the cloud)', () => {
  const claims = idTokenClaims();
  const verifyIdToken = vi.fn(async (header: string) => (header === 'Bearer good' ? claims : undefined));
  const handler = middy<HttpEvent, HttpResponse, Error, HandlerContext>()
    .use(errorAnswers())
    .use(authorize('optional', async () => false, verifyIdToken))
    .handler(async (_event, context) => ({ statusCode: 200, body: context.caller?.userId ?? 'visitor' }));
  const send = (headers: Record<string, string>) =>
    handler(httpApiEvent(route('optional'), { headers }), lambdaContext());

  it('takes a request without a token as a visitor’s', async () => {
    expect(await send({})).toMatchObject({ statusCode: 200, body: 'visitor' });
  });

  it('names the caller from a token it verifies itself, and answers 401 to one that fails', async () => {
    expect(await send({ authorization: 'Bearer good' })).toMatchObject({ statusCode: 200, body: claims.sub });
    expect((await send({ authorization: 'Bearer forged' })).statusCode).toBe(401);
  });

  it('uses the claims an authorizer or the local gateway already checked', async () => {
    verifyIdToken.mockClear();
    const answer = await handler(httpApiEvent(route('optional'), { claims }), lambdaContext());
    expect(answer).toMatchObject({ statusCode: 200, body: claims.sub });
    expect(verifyIdToken).not.toHaveBeenCalled();
  });
});
