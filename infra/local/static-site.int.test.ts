/**
 * The gateway's web app serving: the built SPA with CloudFront's fallback to index.html and its security headers,
 * and the local stack page before the web app is built.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders, SIGNED_IN_MARK_SCRIPT_SOURCE } from '../security-headers';
import { closeServer, listen } from './servers';
import { createStaticSite } from './static-site';

const HEADERS = securityHeaders({ uploads: 'http://localhost:4568', https: false });

async function serve(distDir: string): Promise<{ url: string; server: Server }> {
  const site = createStaticSite({ distDir, infoPage: () => '<h1>HiveKeeper local stack</h1>', headers: HEADERS });
  const server = createServer((request, response) =>
    site(request, response, new URL(request.url ?? '/', 'http://x').pathname),
  );
  await listen(server, 0);
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

describe('static site of the local gateway', () => {
  const root = mkdtempSync(join(tmpdir(), 'hivekeeper-site-'));
  const built = join(root, 'built');
  const secret = join(root, 'secret.txt');
  let withBuild: { url: string; server: Server };
  let withoutBuild: { url: string; server: Server };

  beforeAll(async () => {
    mkdirSync(join(built, 'assets'), { recursive: true });
    writeFileSync(join(built, 'index.html'), '<div id="root"></div>');
    writeFileSync(join(built, 'assets', 'app-1a2b.js'), 'console.log("hive")');
    writeFileSync(secret, 'not for the browser');
    withBuild = await serve(built);
    withoutBuild = await serve(join(root, 'not-built'));
  });
  afterAll(async () => {
    await Promise.all([closeServer(withBuild.server), closeServer(withoutBuild.server)]);
    rmSync(root, { recursive: true, force: true });
  });

  it('serves built files with their type and long caching for hashed assets', async () => {
    const response = await fetch(`${withBuild.url}/assets/app-1a2b.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/javascript');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(await response.text()).toBe('console.log("hive")');
  });

  it('answers client-side routes with index.html (SPA fallback), uncached', async () => {
    for (const path of ['/', '/hives', '/apiaries/01J00000000000000000000000']) {
      const response = await fetch(`${withBuild.url}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe('<div id="root"></div>');
    }
  });

  it('sends the security headers with every answer, the policy allowing scripts from the site and the signed-in mark only', async () => {
    const answers = await Promise.all(
      [`${withBuild.url}/`, `${withBuild.url}/hives`, `${withBuild.url}/assets/app-1a2b.js`, `${withBuild.url}/x.js`]
        .concat(`${withoutBuild.url}/`)
        .map((url) => fetch(url)),
    );
    for (const answer of answers) {
      for (const [name, value] of Object.entries(HEADERS)) expect(answer.headers.get(name)).toBe(value);
    }
    const policy = answers[0]?.headers.get('content-security-policy') ?? '';
    expect(policy.split('; ')).toEqual(
      expect.arrayContaining([
        `script-src 'self' ${SIGNED_IN_MARK_SCRIPT_SOURCE}`,
        "connect-src 'self' http://localhost:4568",
        "frame-ancestors 'none'",
      ]),
    );
    // Plain HTTP: upgrading the app's own requests to HTTPS would break every one of them.
    expect(policy).not.toContain('upgrade-insecure-requests');
  });

  it("serves a visitor's prerendered page in each language from its own file, as CloudFront's function maps it", async () => {
    const prerendered = join(root, 'prerendered');
    const pages = {
      '/': 'home.html',
      '/pricing': 'pricing.html',
      '/de': 'de/home.html',
      '/de/pricing': 'de/pricing.html',
      '/pt-br': 'pt-br/home.html',
      '/pt-br/pricing': 'pt-br/pricing.html',
    };
    mkdirSync(prerendered);
    writeFileSync(join(prerendered, 'index.html'), '<div id="root"></div>');
    for (const file of Object.values(pages)) {
      mkdirSync(join(prerendered, file, '..'), { recursive: true });
      writeFileSync(join(prerendered, file), `<main>${file}</main>`);
    }
    const site = await serve(prerendered);
    try {
      for (const [path, file] of Object.entries(pages)) {
        const response = await fetch(`${site.url}${path}`);
        expect(response.status, path).toBe(200);
        expect(response.headers.get('content-type'), path).toContain('text/html');
        expect(await response.text(), path).toBe(`<main>${file}</main>`);
      }
      // Not a prerendered page: the app's router answers it (a 404 screen for a language HiveKeeper doesn't have).
      for (const path of ['/de/hives', '/xx']) {
        expect(await (await fetch(`${site.url}${path}`)).text(), path).toBe('<div id="root"></div>');
      }
    } finally {
      await closeServer(site.server);
    }
  });

  it('answers a missing file with 404 and never serves outside the build', async () => {
    expect((await fetch(`${withBuild.url}/assets/missing.js`)).status).toBe(404);
    expect((await fetch(`${withBuild.url}/..%2Fsecret.txt`)).status).toBe(404);
  });

  it('shows the local stack page before the web app is built', async () => {
    const response = await fetch(`${withoutBuild.url}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('HiveKeeper local stack');
    expect((await fetch(`${withoutBuild.url}/hives`)).status).toBe(404);
  });
});
