import '../../test-support/unit-env';
import middy from '@middy/core';
import { describe, expect, it, vi } from 'vitest';
import type { RouteDefinition } from '../../routes';
import { httpApiEvent, idTokenClaims, lambdaContext } from '../../test-support/http';
import * as z from 'zod';
import { RECORD_VERSION_HEADER } from '../../../shared/domain/offline-sync';
import { API_ERRORS, VALIDATION } from '../../../shared/messages';
import type { PlanRule, PlanState } from '../../../shared/plan-rules';
import { editHeadersSchema } from '../../../shared/schemas/common';
import { ConflictError, EditConflictError, NotFoundError } from '../errors';
import { COLONY_EVENT_API_ERRORS } from '../../../shared/messages/colony-events';
import {
  authorize,
  enforcePlanRule,
  errorAnswers,
  validateRequest,
  type HandlerContext,
  type HttpEvent,
  type HttpResponse,
} from './middlewares';

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

/** A stack of the access check, the validation and a route's plan rule, the plan state given by the test. */
function planStack(rule: PlanRule, state: PlanState) {
  const planState = vi.fn(async () => state);
  const entry = { ...route('user'), method: 'POST', plan: rule } satisfies RouteDefinition;
  const handler = middy<HttpEvent, HttpResponse, Error, HandlerContext>()
    .use(errorAnswers())
    .use(authorize('user', async () => false))
    .use(validateRequest({ body: z.object({ format: z.string() }) }))
    .use(enforcePlanRule(rule, planState))
    .handler(async () => ({ statusCode: 200 }));
  const send = (body: unknown) => handler(httpApiEvent(entry, { claims: idTokenClaims(), body }), lambdaContext());
  return { planState, send };
}

describe("a route's plan rule", () => {
  it("answers 402 when the plan table refuses the caller's state, and lets an allowed one through", async () => {
    const createHarvest = { record: 'production', action: 'create' } as const;
    expect((await planStack(createHarvest, 'free').send({ format: 'x' })).statusCode).toBe(402);
    expect((await planStack(createHarvest, 'lapsed').send({ format: 'x' })).statusCode).toBe(402);
    expect((await planStack(createHarvest, 'trialing').send({ format: 'x' })).statusCode).toBe(200);
    const deleteHarvest = { record: 'production', action: 'delete' } as const;
    expect((await planStack(deleteHarvest, 'lapsed').send({ format: 'x' })).statusCode).toBe(200);
  });

  it('applies a rule `when` only to the bodies it names, without reading the plan for the others', async () => {
    const zip = { record: 'reports', action: 'create', when: { field: 'format', oneOf: ['zip'] } } as const;
    const json = planStack(zip, 'free');
    expect((await json.send({ format: 'json' })).statusCode).toBe(200);
    expect(json.planState).not.toHaveBeenCalled();
    expect((await planStack(zip, 'free').send({ format: 'zip' })).statusCode).toBe(402);
  });

  it('answers 400 for an invalid body before the plan is asked', async () => {
    const stack = planStack({ record: 'production', action: 'create' }, 'free');
    expect((await stack.send({ format: 3 })).statusCode).toBe(400);
    expect(stack.planState).not.toHaveBeenCalled();
  });
});

describe('an edit made offline', () => {
  const editRoute = { ...route('user'), method: 'PUT' } satisfies RouteDefinition;
  const stored = { id: '01ARZ3NDEKTSV4RRFFQ69G5FAV', name: 'Clover', version: '2026-05-01T09:00:00.000Z' };
  const handler = middy<HttpEvent, HttpResponse, Error, HandlerContext>()
    .use(errorAnswers())
    .use(validateRequest({ headers: editHeadersSchema }))
    .handler(async (_event, context) => {
      const { [RECORD_VERSION_HEADER]: startedFrom } = context.input?.headers as { [RECORD_VERSION_HEADER]?: string };
      if (startedFrom !== undefined && startedFrom !== stored.version) throw new EditConflictError(stored);
      return { statusCode: 200 };
    });
  const send = (headers: Record<string, string>) =>
    handler(httpApiEvent(editRoute, { claims: idTokenClaims(), headers }), lambdaContext());

  it('answers 409 with the message and the stored record when its version is not the stored one', async () => {
    const answer = await send({ [RECORD_VERSION_HEADER]: '2026-04-01T09:00:00.000Z' });
    expect(answer.statusCode).toBe(409);
    expect(JSON.parse(String(answer.body))).toEqual({
      message: API_ERRORS.editConflict,
      code: 'editConflict',
      current: stored,
    });
    expect((await send({ [RECORD_VERSION_HEADER]: stored.version })).statusCode).toBe(200);
    expect((await send({})).statusCode).toBe(200);
  });

  it('answers 400 on the header to a version that is not one HiveKeeper gave', async () => {
    const answer = await send({ [RECORD_VERSION_HEADER]: 'two words' });
    expect(answer.statusCode).toBe(400);
    expect(JSON.parse(String(answer.body))).toEqual({
      message: VALIDATION.invalidVersion,
      code: 'invalidVersion',
      errors: { [RECORD_VERSION_HEADER]: [VALIDATION.invalidVersion] },
    });
  });
});

describe('error answers', () => {
  const failWith = (error: Error) =>
    middy<HttpEvent, HttpResponse, Error, HandlerContext>()
      .use(errorAnswers())
      .handler(async () => {
        throw error;
      })(httpApiEvent(route('user'), { claims: idTokenClaims() }), lambdaContext());

  it("carry the message's stable code and its parameters beside the spec's English, for the screens to translate", async () => {
    const ended = await failWith(new ConflictError(COLONY_EVENT_API_ERRORS.hiveEnded('Golden Comb')));
    expect(JSON.parse(String(ended.body))).toEqual({
      message: 'Golden Comb is no longer an active colony: it cannot take part in a new event.',
      code: 'hiveEnded',
      params: { 0: 'Golden Comb' },
    });
    const missing = await failWith(new NotFoundError(API_ERRORS.hiveNotFound));
    expect(JSON.parse(String(missing.body))).toEqual({ message: 'Hive not found', code: 'hiveNotFound' });
  });

  it('answer a message of no table with the message alone', async () => {
    const answer = await failWith(new ConflictError('Something only this route says'));
    expect(JSON.parse(String(answer.body))).toEqual({ message: 'Something only this route says' });
  });
});
