/**
 * What the local gateway answers outside `/api`, `/cognito` and `/config.json`: the built web app (from
 * `frontend/dist` unless told otherwise) with the prerendered pages, the SPA fallback and the security headers CloudFront applies
 * (unknown paths get index.html), or, before the web app has been built, a page that describes the local stack.
 * `npm run dev` replaces it with Vite's dev server (vite-site.ts).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { PRERENDERED_PAGES } from '../../shared/prerendered-pages';
import { compressBuiltFile, type ContentEncoding, sendCompressible } from './compression';

export type SiteHandler = (request: IncomingMessage, response: ServerResponse, path: string) => void;

const HTML = 'text/html; charset=utf-8';
const TEXT = 'text/plain; charset=utf-8';

const CONTENT_TYPES: Record<string, string> = {
  '.html': HTML,
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': TEXT,
  '.webmanifest': 'application/manifest+json',
};

export interface StaticSiteOptions {
  /** The build's folder, read on every request: a build that lands after the start is served at once. */
  distDir: string;
  infoPage(): string;
  /** Sent with every answer, as CloudFront's response headers policy does (security-headers.ts). */
  headers?: Record<string, string>;
}

export function createStaticSite(options: StaticSiteOptions): SiteHandler {
  const headers = options.headers ?? {};
  const serveFile = createFileServer();
  return (request, response, path) => {
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD', 'content-type': TEXT });
      response.end('Method Not Allowed');
      return;
    }
    const index = join(options.distDir, 'index.html');
    if (!existsSync(index)) {
      if (path === '/' || path === '/index.html') {
        send(response, request, 200, HTML, options.infoPage());
      } else {
        send(response, request, 404, TEXT, 'Not Found');
      }
      return;
    }
    const prerendered = PRERENDERED_PAGES[path];
    const file = resolveInside(options.distDir, path);
    if (prerendered && isFile(join(options.distDir, prerendered))) {
      // A visitor's first page, rendered to HTML by the build (as CloudFront's viewer-request function maps it).
      serveFile(request, response, join(options.distDir, prerendered));
    } else if (file && isFile(file)) {
      serveFile(request, response, file);
    } else if (extname(path) === '') {
      // A client-side route of the SPA (/hives, /apiaries/...): the app's router takes it from index.html.
      serveFile(request, response, index);
    } else {
      send(response, request, 404, TEXT, 'Not Found');
    }
  };
}

function resolveInside(root: string, path: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  const file = normalize(join(root, decoded));
  return file === root || file.startsWith(root.endsWith(sep) ? root : root + sep) ? file : undefined;
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/**
 * Serves built files, compressed at high levels once per file version (a new build changes size or time)
 * rather than on every request.
 */
function createFileServer() {
  const compressedFiles = new Map<string, { version: string; encoded: Map<ContentEncoding, Promise<Buffer>> }>();
  return (request: IncomingMessage, response: ServerResponse, file: string) => {
    const type = CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
    // Vite names built assets by content hash; index.html must be fetched fresh to pick up a new build.
    const cacheControl = file.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
    const body = readFileSync(file);
    const stats = statSync(file);
    const version = `${stats.mtimeMs}:${body.length}`;
    let cached = compressedFiles.get(file);
    if (cached?.version !== version) {
      cached = { version, encoded: new Map() };
      compressedFiles.set(file, cached);
    }
    const { encoded } = cached;
    sendCompressible(
      request,
      response,
      200,
      { 'content-type': type, 'cache-control': cacheControl },
      body,
      (encoding) => {
        let bytes = encoded.get(encoding);
        if (!bytes) {
          bytes = compressBuiltFile(body, encoding);
          encoded.set(encoding, bytes);
          // A failure is not kept: the next request tries again.
          bytes.catch(() => encoded.delete(encoding));
        }
        return bytes;
      },
    );
  };
}

function send(response: ServerResponse, request: IncomingMessage, status: number, type: string, body: string) {
  sendCompressible(request, response, status, { 'content-type': type }, Buffer.from(body));
}
