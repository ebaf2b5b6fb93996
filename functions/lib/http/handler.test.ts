import '../../test-support/unit-env';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { API_ERRORS, VALIDATION } from '../../../shared/messages';
import { idParamsSchema } from '../../../shared/schemas/common';
import { hiveInputSchema } from '../../../shared/schemas/hive';
import { call, httpApiEvent, idTokenClaims, lambdaContext, type CallOptions } from '../../test-support/http';
import type { RouteDefinition } from '../../routes';
import { UserEntity } from '../data/entities/user';
import { ORIGIN_SECRET_ENVIRONMENT, ORIGIN_SECRET_HEADER } from './cloudfront-origin';
import { httpHandler } from './handler';
import { noContent, ok, TextBody } from './responses';
import { API_BASE_PATH } from '../../routes';

const ddb = mockClient(DynamoDBDocumentClient);
beforeEach(() => ddb.reset());
afterEach(() => vi.restoreAllMocks());

function route(access: RouteDefinition['access'], method: RouteDefinition['method'] = 'GET') {
  return {
    method,
    path: `${API_BASE_PATH}/test`,
    handler: 'test/test',
    access,
    grants: [],
  } satisfies RouteDefinition;
}

/** A handler that answers who called and what it received, and counts its calls. */
function echoHandler(access: RouteDefinition['access']) {
  const handle = vi.fn(async (request: { caller: unknown; body: unknown; params: unknown; query: unknown }) =>
    ok({ caller: request.caller ?? null, body: request.body ?? null, params: request.params, query: request.query }),
  );
  return { handle, handler: httpHandler(route(access, 'POST'), { body: hiveInputSchema }, handle) };
}

const validHive = { name: 'Hive 1', apiaryId: '01JD7Y8J7ZJ2R6T8X9Q4M3N5P6' };

describe('request validation', () => {
  const { handle, handler } = echoHandler('user');
  const post = (options: CallOptions) => call(handler, route('user', 'POST'), { claims: idTokenClaims(), ...options });

  it('answers 400 with the spec message and the messages per field, without running the handler', async () => {
    const answer = await post({ body: { name: '  ', frameCount: 0 } });
    expect(answer.statusCode).toBe(400);
    expect(answer.headers['content-type']).toBe('application/json');
    expect(answer.body).toEqual({
      message: VALIDATION.nameRequired,
      code: 'nameRequired',
      errors: {
        name: [VALIDATION.nameRequired],
        apiaryId: [VALIDATION.apiaryRequired],
        frameCount: [VALIDATION.frameCountRange],
      },
    });
    expect(handle).not.toHaveBeenCalled();
  });

  it('answers 400 with the invalid-JSON message for malformed or missing JSON, whatever the content type', async () => {
    for (const rawBody of ['{"name": "Hive', 'not json', undefined]) {
      const answer = await post(rawBody === undefined ? {} : { rawBody });
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toEqual({
        message: VALIDATION.invalidJson,
        code: 'invalidJson',
        errors: { body: [VALIDATION.invalidJson] },
      });
    }
    expect(handle).not.toHaveBeenCalled();
  });

  it('answers 400 for JSON that is not an object', async () => {
    const answer = await post({ body: [validHive] });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toEqual({
      message: VALIDATION.invalidRequest,
      code: 'invalidRequest',
      errors: { body: [VALIDATION.invalidRequest] },
    });
  });

  it('hands the parsed body to the handler, unknown fields dropped', async () => {
    const answer = await post({ body: { ...validHive, userId: 'someone-else', frameCount: '8' } });
    expect(answer.statusCode).toBe(200);
    expect((answer.body as { body: unknown }).body).toEqual({ ...validHive, frameCount: 8 });
  });

  it('validates path and query parameters', async () => {
    const paramsRoute = { ...route('user'), path: `${API_BASE_PATH}/test/{id}` };
    const handler = httpHandler(
      paramsRoute,
      { params: idParamsSchema, query: z.object({ limit: z.coerce.number().int().positive() }) },
      async ({ params, query }) => ok({ params, query }),
    );
    const claims = idTokenClaims();
    const badId = await call(handler, paramsRoute, { claims, pathParameters: { id: 'x' }, rawQueryString: 'limit=2' });
    expect(badId.statusCode).toBe(400);
    expect(badId.body).toEqual({
      message: VALIDATION.invalidId,
      code: 'invalidId',
      errors: { id: [VALIDATION.invalidId] },
    });

    const badQuery = await call(handler, paramsRoute, {
      claims,
      pathParameters: { id: validHive.apiaryId },
      rawQueryString: 'limit=-1',
    });
    expect(badQuery.statusCode).toBe(400);
    expect(Object.keys((badQuery.body as { errors: object }).errors)).toEqual(['limit']);

    const good = await call(handler, paramsRoute, {
      claims,
      pathParameters: { id: validHive.apiaryId },
      rawQueryString: 'limit=2',
    });
    expect(good.body).toEqual({ params: { id: validHive.apiaryId }, query: { limit: 2 } });
  });
});

describe('caller identity and access levels', () => {
  it('answers 401 without claims on a user route', async () => {
    const { handle, handler } = echoHandler('user');
    const answer = await call(handler, route('user', 'POST'), { body: validHive });
    expect(answer.statusCode).toBe(401);
    expect(answer.body).toEqual({ message: API_ERRORS.unauthorized, code: 'unauthorized' });
    expect(handle).not.toHaveBeenCalled();
  });

  it('checks access before validating the body', async () => {
    const { handler } = echoHandler('admin');
    const answer = await call(handler, route('admin', 'POST'), { claims: idTokenClaims(), body: {} });
    expect(answer.statusCode).toBe(403);
  });

  it.each(['public', 'optional'] as const)(
    'lets anyone call a %s route, with the caller when a token came along',
    async (access) => {
      const { handler } = echoHandler(access);
      expect((await call(handler, route(access, 'POST'), { body: validHive })).body).toMatchObject({ caller: null });
      const claims = idTokenClaims();
      const signedIn = await call(handler, route(access, 'POST'), { claims, body: validHive });
      expect(signedIn.body).toMatchObject({ caller: { userId: claims.sub } });
    },
  );

  it('hands the handler the caller from the claims, admin from the flattened groups claim', async () => {
    const { handler } = echoHandler('user');
    const claims = idTokenClaims({ groups: ['beta', 'admins'] });
    const answer = await call(handler, route('user', 'POST'), { claims, body: validHive });
    expect(answer.body).toMatchObject({
      caller: { userId: claims.sub, email: claims.email, groups: ['beta', 'admins'], isAdmin: true },
    });
  });

  it('answers 403 to a non-admin on an admin route and lets an admin through', async () => {
    const { handle, handler } = echoHandler('admin');
    const refused = await call(handler, route('admin', 'POST'), { claims: idTokenClaims(), body: validHive });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toEqual({ message: API_ERRORS.adminRequired, code: 'adminRequired' });
    expect(handle).not.toHaveBeenCalled();

    const admin = await call(handler, route('admin', 'POST'), {
      claims: idTokenClaims({ groups: ['admins'] }),
      body: validHive,
    });
    expect(admin.statusCode).toBe(200);
  });

  it('reads groups sent as a real array as well', async () => {
    const { handler } = echoHandler('admin');
    const event = httpApiEvent(route('admin', 'POST'), { claims: idTokenClaims(), body: validHive });
    (event.requestContext.authorizer.jwt.claims as Record<string, unknown>)['cognito:groups'] = ['admins'];
    expect((await handler(event, lambdaContext())).statusCode).toBe(200);
  });

  describe('on a Pro route', () => {
    const storedUser = (userId: string, plan: 'free' | 'pro', status: 'free' | 'active' | 'canceled') =>
      UserEntity.put({
        userId,
        email: 'ann@example.com',
        subscriptionPlan: plan,
        subscriptionStatus: status,
        hiveCount: 0,
        apiaryCount: 0,
      }).params().Item;

    it('answers 402 to a free user (stored or not yet stored) and to a canceled subscription', async () => {
      const { handle, handler } = echoHandler('pro');
      for (const stored of [null, 'free', 'canceled'] as const) {
        const claims = idTokenClaims();
        ddb
          .on(GetCommand)
          .resolves({ Item: stored && storedUser(String(claims.sub), stored === 'free' ? 'free' : 'pro', stored) });
        const answer = await call(handler, route('pro', 'POST'), { claims, body: validHive });
        expect(answer.statusCode).toBe(402);
        expect(answer.body).toEqual({ message: API_ERRORS.proRequired, code: 'proRequired' });
      }
      expect(handle).not.toHaveBeenCalled();
    });

    it('lets an active Pro subscriber through', async () => {
      const { handler } = echoHandler('pro');
      const claims = idTokenClaims();
      ddb.on(GetCommand).resolves({ Item: storedUser(String(claims.sub), 'pro', 'active') });
      expect((await call(handler, route('pro', 'POST'), { claims, body: validHive })).statusCode).toBe(200);
    });

    it('lets an admin through without reading the subscription', async () => {
      const { handler } = echoHandler('pro');
      const answer = await call(handler, route('pro', 'POST'), {
        claims: idTokenClaims({ groups: ['admins'] }),
        body: validHive,
      });
      expect(answer.statusCode).toBe(200);
      expect(ddb.commandCalls(GetCommand)).toHaveLength(0);
    });
  });
});

describe('answers', () => {
  it('answers 204 with no body for a delete', async () => {
    const deleteRoute = route('user', 'DELETE');
    const handler = httpHandler(deleteRoute, {}, async () => noContent());
    const answer = await call(handler, deleteRoute, { claims: idTokenClaims() });
    expect(answer).toMatchObject({ statusCode: 204, body: undefined });
    expect(answer.headers['content-type']).toBeUndefined();
  });

  it('answers a text body as it is, in its own type, with the cache-control the handler chose', async () => {
    const feedRoute = route('public');
    const text = 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n';
    const handler = httpHandler(feedRoute, {}, async () =>
      ok(new TextBody(text, 'text/calendar; charset=utf-8'), { 'cache-control': 'private, max-age=300' }),
    );
    const answer = await call<string>(handler, feedRoute);
    expect(answer).toMatchObject({ statusCode: 200, body: text });
    expect(answer.headers).toMatchObject({
      'content-type': 'text/calendar; charset=utf-8',
      'cache-control': 'private, max-age=300',
    });
  });

  it('keeps JSON answers out of every cache', async () => {
    const jsonRoute = route('user');
    const handler = httpHandler(jsonRoute, {}, async () => ok({ hives: 3 }));
    const answer = await call(handler, jsonRoute, { claims: idTokenClaims() });
    expect(answer.headers).toMatchObject({ 'content-type': 'application/json', 'cache-control': 'no-store' });
  });

  it('answers an unexpected error with a generic 500 and logs the detail with its stack', async () => {
    const output = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failingRoute = route('user');
    const handler = httpHandler(failingRoute, {}, async () => {
      throw new Error('DynamoDB said: secret table detail');
    });
    const answer = await call(handler, failingRoute, { claims: idTokenClaims() });

    expect(answer.statusCode).toBe(500);
    expect(answer.body).toEqual({ message: API_ERRORS.internal, code: 'internal' });
    expect(JSON.stringify(answer)).not.toContain('secret');
    const lines = output.mock.calls.map(([chunk]) => String(chunk)).filter((line) => line.includes('secret'));
    expect(lines).toHaveLength(1);
    const logged = JSON.parse(lines[0] ?? '{}');
    expect(logged).toMatchObject({ level: 'ERROR', service: 'hivekeeper', message: 'Unhandled error' });
    expect(logged.function_request_id).toEqual(expect.any(String));
    expect(logged.error).toMatchObject({ message: 'DynamoDB said: secret table detail' });
    expect(String(logged.error.stack)).toContain('handler.test.ts');
  });
});

describe('only CloudFront reaches the API', () => {
  const SECRET = 'origin-secret-of-the-stage';
  beforeEach(() => vi.stubEnv(ORIGIN_SECRET_ENVIRONMENT, SECRET));
  afterEach(() => vi.unstubAllEnvs());
  const { handle, handler } = echoHandler('public');
  const post = (headers: Record<string, string>) =>
    call(handler, route('public', 'POST'), { body: validHive, headers });

  it('answers 403 to a direct call without the origin secret, or with a wrong one, without running the handler', async () => {
    handle.mockClear();
    const refused: Record<string, string>[] = [
      {},
      { [ORIGIN_SECRET_HEADER]: 'guessed' },
      { [ORIGIN_SECRET_HEADER]: `${SECRET}x` },
    ];
    for (const headers of refused) {
      expect(await post(headers)).toMatchObject({
        statusCode: 403,
        body: { message: API_ERRORS.notThroughCloudFront, code: 'notThroughCloudFront' },
      });
    }
    expect(handle).not.toHaveBeenCalled();
  });

  it('runs the handler for a request CloudFront passed on', async () => {
    expect((await post({ [ORIGIN_SECRET_HEADER]: SECRET })).statusCode).toBe(200);
  });
});
