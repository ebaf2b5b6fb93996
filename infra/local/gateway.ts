/**
 * HiveKeeper's local gateway: one origin (http://localhost:3000) that plays CloudFront and API Gateway.
 * - `/api/*`: the routes of `functions/routes.ts`, with the JWT authorizer on every non-public route (on an
 *   optional route only when a token comes), the
 *   HTTP API event built as API Gateway builds it behind CloudFront (the viewer's address header set from the
 *   connection), and the same handler modules the Lambdas run;
 * - `/cognito`: the local user pool's API on the same origin, so the browser needs no CORS;
 * - `/config.json`: the runtime settings the web app reads at start;
 * - everything else: the web app (the build, static-site.ts, or Vite's dev server, vite-site.ts).
 * The caller creates the server and hands it this request listener: the dev server's hot reload shares it.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { API_BASE_PATH, type RouteDefinition } from '../../functions/routes';
import type { RuntimeConfig } from '../../shared/runtime-config';
import { sendCompressible } from './compression';
import { buildHttpApiEvent } from './http-api-event';
import type { Authorizer } from './jwt-authorizer';
import type { HttpAnswer, LambdaRuntime } from './lambda-runtime';
import { jsonAnswer } from './lambda-runtime';
import { createRouteMatcher } from './route-matcher';
import type { SiteHandler } from './static-site';

/** The path prefix under which the gateway serves the local user pool's API. */
export const COGNITO_PATH = '/cognito';
/** CloudFront's header with the viewer's address and port, which the API's per-address limits read. */
const VIEWER_ADDRESS_HEADER = 'cloudfront-viewer-address';
/** API Gateway refuses larger payloads with 413. */
export const MAX_BODY_BYTES = 10 * 1024 * 1024;

export interface GatewayOptions {
  routes: readonly (RouteDefinition & { name: string })[];
  authorize: Authorizer;
  lambdas: Pick<LambdaRuntime, 'invoke'>;
  runtimeConfig: RuntimeConfig;
  cognito(request: IncomingMessage, response: ServerResponse): void;
  site: SiteHandler;
  log(message: string, error: unknown): void;
}

export function createGateway(options: GatewayOptions): RequestListener {
  const matchRoute = createRouteMatcher(options.routes);

  async function serveApi(request: IncomingMessage, path: string, query: string): Promise<HttpAnswer> {
    const match = matchRoute(request.method ?? 'GET', path);
    if (!match) return jsonAnswer(404, { message: 'Not Found' });
    const { route, pathParameters } = match;
    const { authorization } = request.headers;
    // An optional route is signed in only when a token comes; a token that fails answers 401 there too.
    const checksToken = route.access !== 'public' && (route.access !== 'optional' || authorization !== undefined);
    const claims = checksToken ? await options.authorize(authorization) : undefined;
    if (checksToken && !claims) return jsonAnswer(401, { message: 'Unauthorized' });
    const body = await readBody(request);
    if (body === undefined) return jsonAnswer(413, { message: 'Request Entity Too Large' });
    const sourceIp = request.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1';
    // As CloudFront does, the viewer's address comes from the connection, never from what the sender claims.
    const sentHeaders = Object.fromEntries(
      Object.entries(request.headers).filter(([name]) => name.toLowerCase() !== VIEWER_ADDRESS_HEADER),
    );
    const event = buildHttpApiEvent({
      method: route.method,
      routePath: route.path,
      rawPath: path,
      pathParameters,
      rawQueryString: query,
      headers: { ...sentHeaders, [VIEWER_ADDRESS_HEADER]: `${sourceIp}:${request.socket.remotePort ?? 0}` },
      body,
      ...(claims ? { claims } : {}),
      sourceIp,
    });
    return options.lambdas.invoke(`hivekeeper-local-${route.name}`, route.handler, event);
  }

  return (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const path = url.pathname;
    if (path === COGNITO_PATH || path.startsWith(`${COGNITO_PATH}/`)) {
      request.url = (path.slice(COGNITO_PATH.length) || '/') + url.search;
      options.cognito(request, response);
    } else if (path === API_BASE_PATH || path.startsWith(`${API_BASE_PATH}/`)) {
      serveApi(request, path, url.search.slice(1))
        .catch((error: unknown) => {
          options.log(`${request.method} ${path} failed in the gateway`, error);
          return jsonAnswer(500, { message: 'Internal Server Error' });
        })
        .then((answer) => sendCompressible(request, response, answer.statusCode, answer.headers, answer.body));
    } else if (path === '/config.json' && (request.method === 'GET' || request.method === 'HEAD')) {
      const body = Buffer.from(JSON.stringify(options.runtimeConfig));
      sendCompressible(
        request,
        response,
        200,
        { 'content-type': 'application/json', 'cache-control': 'no-cache' },
        body,
      );
    } else {
      options.site(request, response, path);
    }
  };
}

/** The request body as text, or undefined when it is larger than API Gateway accepts. */
export async function readBody(request: AsyncIterable<Buffer>): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
