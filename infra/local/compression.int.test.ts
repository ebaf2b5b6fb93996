/**
 * The local gateway compresses as CloudFront does: Brotli or gzip by Accept-Encoding for text (the built site and
 * the API's JSON), nothing for tiny or binary bodies, and `Vary: Accept-Encoding` whenever the bytes depend on it.
 * Node's `http.get` is used because it, unlike fetch, neither asks for nor undoes compression on its own.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingHttpHeaders, Server } from 'node:http';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { negotiateEncoding } from './compression';
import { createGateway } from './gateway';
import { jsonAnswer } from './lambda-runtime';
import { closeServer, listen } from './servers';
import { LOCAL_AWS } from './settings';
import { createStaticSite } from './static-site';
import { apiPath } from '../../functions/api-path';
import { routes } from '../../functions/routes';

/** A bundle of the size of HiveKeeper's (repetitive, as minified code is) and a list answer of 40 hives. */
const BUNDLE = 'export const hive = (name) => ({ name, frames: 10, queen: "marked" });\n'.repeat(400);
const HIVES = Array.from({ length: 40 }, (_, index) => ({ id: `hive-${index}`, name: `Hive ${index}` }));
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(4000, 7)]);
/** A chunk like the sign-in screen's, of varied code, whose Brotli takes a good part of a second. */
const LARGE_CHUNK = Array.from(
  { length: 12_000 },
  (_, index) =>
    `export const f${index.toString(36)} = (v) => v * ${(index * 7919) % 104729} + "${(index * 31).toString(16)}";\n`,
).join('');

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function get(url: string, acceptEncoding?: string, method = 'GET'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

describe('compression by the local gateway', () => {
  const root = mkdtempSync(join(tmpdir(), 'hivekeeper-compression-'));
  let server: Server;
  let url: string;

  beforeAll(async () => {
    mkdirSync(join(root, 'assets'), { recursive: true });
    writeFileSync(join(root, 'index.html'), `<!doctype html><div id="root"><h1>HiveKeeper</h1></div>`);
    writeFileSync(join(root, 'assets', 'index-1a2b.js'), BUNDLE);
    writeFileSync(join(root, 'assets', 'hive-1a2b.png'), PNG);
    writeFileSync(join(root, 'assets', 'login-1a2b.js'), LARGE_CHUNK);
    const gateway = createGateway({
      routes: [
        { ...routes.listHives, name: 'listHives', access: 'public' },
        { ...routes.getIsNewUser, name: 'getIsNewUser', access: 'public' },
      ],
      authorize: async () => undefined,
      lambdas: {
        invoke: async (name) => (name.endsWith('listHives') ? jsonAnswer(200, HIVES) : jsonAnswer(200, { isNew: 1 })),
      },
      runtimeConfig: {
        apiUrl: '',
        region: LOCAL_AWS.region,
        userPoolId: 'p',
        userPoolClientId: 'c',
        authFlowType: 'USER_PASSWORD_AUTH',
        paymentProvider: 'test-mode',
      },
      cognito: (_request, response) => response.end(),
      site: createStaticSite({ distDir: root, infoPage: () => '' }),
      log: () => undefined,
    });
    server = createServer(gateway);
    await listen(server, 0);
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await closeServer(server);
    rmSync(root, { recursive: true, force: true });
  });

  it('sends a built script as Brotli when accepted, else gzip, else as it is, each saying it varies', async () => {
    const brotli = await get(`${url}/assets/index-1a2b.js`, 'gzip, deflate, br, zstd');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('Accept-Encoding');
    expect(Number(brotli.headers['content-length'])).toBe(brotli.body.length);
    expect(brotli.body.length).toBeLessThan(BUNDLE.length / 10);
    expect(brotliDecompressSync(brotli.body).toString()).toBe(BUNDLE);
    expect(brotli.headers['content-type']).toContain('text/javascript');
    expect(brotli.headers['cache-control']).toContain('immutable');

    const gzip = await get(`${url}/assets/index-1a2b.js`, 'gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toBe('Accept-Encoding');
    expect(gunzipSync(gzip.body).toString()).toBe(BUNDLE);

    const plain = await get(`${url}/assets/index-1a2b.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body.toString()).toBe(BUNDLE);

    const head = await get(`${url}/assets/index-1a2b.js`, 'br', 'HEAD');
    expect(head.headers['content-length']).toBe(brotli.headers['content-length']);
    expect(head.body.length).toBe(0);
  });

  it('answers the API while a large built file is still being compressed for the first time', async () => {
    const answered: string[] = [];
    const chunk = get(`${url}/assets/login-1a2b.js`, 'br').then((answer) => {
      answered.push('chunk');
      return answer;
    });
    const hives = get(`${url}${apiPath(routes.listHives)}`, 'br').then(() => answered.push('hives'));
    await Promise.all([chunk, hives]);
    expect(answered).toEqual(['hives', 'chunk']);
    expect(brotliDecompressSync((await chunk).body).toString()).toBe(LARGE_CHUNK);
  });

  it("compresses the API's JSON answers", async () => {
    const answer = await get(`${url}${apiPath(routes.listHives)}`, 'gzip, br');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(JSON.parse(brotliDecompressSync(answer.body).toString())).toEqual(HIVES);
    const gzip = await get(`${url}${apiPath(routes.listHives)}`, 'gzip');
    expect(JSON.parse(gunzipSync(gzip.body).toString())).toEqual(HIVES);
  });

  it('leaves tiny and binary bodies as they are, without Vary', async () => {
    for (const path of [apiPath(routes.getIsNewUser), '/', '/config.json', '/assets/hive-1a2b.png']) {
      const answer = await get(`${url}${path}`, 'gzip, br');
      expect(answer.status, path).toBe(200);
      expect(answer.headers['content-encoding'], path).toBeUndefined();
      expect(answer.headers.vary, path).toBeUndefined();
    }
    expect((await get(`${url}/assets/hive-1a2b.png`, 'br')).body.equals(PNG)).toBe(true);
  });

  it('reads Accept-Encoding as browsers and proxies write it', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(negotiateEncoding('identity')).toBeUndefined();
    expect(negotiateEncoding('*')).toBe('gzip');
    expect(negotiateEncoding(undefined)).toBeUndefined();
  });
});
