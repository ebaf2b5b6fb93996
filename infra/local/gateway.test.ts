import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { API_BASE_PATH } from '../../functions/routes';
import { createGateway, MAX_BODY_BYTES, readBody } from './gateway';
import { LOCAL_AWS } from './settings';
import { jsonAnswer, type LambdaRuntime } from './lambda-runtime';

const MEGABYTE = 1024 * 1024;
/** A public route of the test's own, under the API's base path. */
const ECHO_PATH = `${API_BASE_PATH}/echo`;
/** A body of `size` bytes, sent in chunks of at most a megabyte as a socket delivers it. */
const chunksOf = (size: number) =>
  Array.from({ length: Math.ceil(size / MEGABYTE) }, (_, index) =>
    Buffer.alloc(Math.min(MEGABYTE, size - index * MEGABYTE), 'a'),
  );

describe('the local gateway’s request size limit (API Gateway’s 10 MB)', () => {
  it('reads a body of exactly the limit and refuses one byte more', async () => {
    expect((await readBody(Readable.from(chunksOf(MAX_BODY_BYTES))))?.length).toBe(MAX_BODY_BYTES);
    expect(await readBody(Readable.from(chunksOf(MAX_BODY_BYTES + 1)))).toBeUndefined();
  });

  describe('on an API route', () => {
    const invoke = vi.fn<LambdaRuntime['invoke']>(async () => jsonAnswer(201, { ok: true }));
    const gateway = createGateway({
      routes: [
        {
          name: 'echo',
          method: 'POST',
          path: ECHO_PATH,
          handler: 'test/echo',
          access: 'public',
          grants: [],
        },
      ],
      authorize: async () => undefined,
      lambdas: { invoke },
      runtimeConfig: {
        apiUrl: '',
        region: LOCAL_AWS.region,
        userPoolId: 'pool',
        userPoolClientId: 'client',
        authFlowType: 'USER_PASSWORD_AUTH',
        paymentProvider: 'test-mode',
      },
      cognito: () => expect.unreachable('no Cognito call here'),
      site: () => expect.unreachable('no site request here'),
      log: () => undefined,
    });

    /** Sends a POST of `size` bytes through the gateway's request listener and resolves with the status sent. */
    function post(path: string, size: number): Promise<number> {
      return new Promise((resolve) => {
        const request = Object.assign(Readable.from(chunksOf(size)), {
          method: 'POST',
          url: path,
          headers: {},
          socket: { remoteAddress: '127.0.0.1' },
        }) as unknown as IncomingMessage;
        let status = 0;
        const response = {
          writeHead: (statusCode: number) => (status = statusCode),
          end: () => resolve(status),
        } as unknown as ServerResponse;
        gateway(request, response);
      });
    }

    it('answers 413 to a body over the limit without invoking the function', async () => {
      invoke.mockClear();
      expect(await post(ECHO_PATH, MAX_BODY_BYTES + 1)).toBe(413);
      expect(invoke).not.toHaveBeenCalled();
    });

    it('hands a body within the limit to the route’s function', async () => {
      invoke.mockClear();
      expect(await post(ECHO_PATH, 2 * MEGABYTE)).toBe(201);
      expect(invoke).toHaveBeenCalledOnce();
      const [functionName, handlerModule, event] = invoke.mock.calls[0] ?? [];
      expect([functionName, handlerModule, event?.body?.length]).toEqual([
        'hivekeeper-local-echo',
        'test/echo',
        2 * MEGABYTE,
      ]);
    });

    it("sets the viewer's address from the connection, as CloudFront does, whatever the sender claims", async () => {
      invoke.mockClear();
      const request = Object.assign(Readable.from([Buffer.from('{}')]), {
        method: 'POST',
        url: ECHO_PATH,
        headers: { 'cloudfront-viewer-address': '198.51.100.77:1234', 'CloudFront-Viewer-Address': '192.0.2.1:1' },
        socket: { remoteAddress: '::ffff:127.0.0.5', remotePort: 50123 },
      }) as unknown as IncomingMessage;
      await new Promise((resolve) => {
        gateway(request, { writeHead: () => undefined, end: resolve } as unknown as ServerResponse);
      });
      const event = invoke.mock.calls[0]?.[2];
      expect(event?.headers?.['cloudfront-viewer-address']).toBe('127.0.0.5:50123');
      expect(event?.requestContext.http.sourceIp).toBe('127.0.0.5');
    });

    it('answers 404 to a path no route matches', async () => {
      expect(await post(`${API_BASE_PATH}/nowhere`, 10)).toBe(404);
    });
  });
});

describe('the local gateway on an optional route (signed in or not)', () => {
  const OPTIONAL_PATH = `${API_BASE_PATH}/optional`;
  const GOOD_TOKEN = 'Bearer good';
  const invoke = vi.fn<LambdaRuntime['invoke']>(async () => jsonAnswer(201, { ok: true }));
  const gateway = createGateway({
    routes: [
      {
        name: 'optional',
        method: 'POST',
        path: OPTIONAL_PATH,
        handler: 'test/optional',
        access: 'optional',
        grants: [],
      },
    ],
    authorize: async (header) => (header === GOOD_TOKEN ? { sub: 'user-1', token_use: 'id' } : undefined),
    lambdas: { invoke },
    runtimeConfig: {
      apiUrl: '',
      region: LOCAL_AWS.region,
      userPoolId: 'pool',
      userPoolClientId: 'client',
      authFlowType: 'USER_PASSWORD_AUTH',
      paymentProvider: 'test-mode',
    },
    cognito: () => expect.unreachable('no Cognito call here'),
    site: () => expect.unreachable('no site request here'),
    log: () => undefined,
  });

  function post(headers: Record<string, string>): Promise<number> {
    return new Promise((resolve) => {
      const request = Object.assign(Readable.from([Buffer.from('{}')]), {
        method: 'POST',
        url: OPTIONAL_PATH,
        headers,
        socket: { remoteAddress: '127.0.0.1' },
      }) as unknown as IncomingMessage;
      let status = 0;
      const response = {
        writeHead: (statusCode: number) => (status = statusCode),
        end: () => resolve(status),
      } as unknown as ServerResponse;
      gateway(request, response);
    });
  }

  const sentClaims = () => invoke.mock.calls.at(-1)?.[2].requestContext.authorizer?.jwt?.claims;

  it('hands a request without a token to the function without a caller', async () => {
    expect(await post({})).toBe(201);
    expect(sentClaims()).toBeUndefined();
  });

  it("hands a valid token's claims to the function", async () => {
    expect(await post({ authorization: GOOD_TOKEN })).toBe(201);
    expect(sentClaims()).toMatchObject({ sub: 'user-1' });
  });

  it('answers 401 to a token that fails, without invoking the function', async () => {
    invoke.mockClear();
    expect(await post({ authorization: 'Bearer expired' })).toBe(401);
    expect(invoke).not.toHaveBeenCalled();
  });
});
