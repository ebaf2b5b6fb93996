/**
 * Calls HiveKeeper handlers in tests exactly as API Gateway would: an HTTP API v2 event for a route of
 * `routes.ts`, with the claims of a verified ID token, and a Lambda context.
 */
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { JWTPayload } from 'jose';
import { ulid } from 'ulid';
import { buildHttpApiEvent, buildLambdaContext } from '../../infra/local/http-api-event';
import { apiPath } from '../api-path';
import type { RouteDefinition } from '../routes';

export type Handler = (
  event: APIGatewayProxyEventV2WithJWTAuthorizer,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

/** The claims of a Cognito ID token for a fresh user (a new `sub` each time, so tests never share data). */
export function idTokenClaims(options: { groups?: string[]; email?: string; sub?: string } = {}): JWTPayload {
  const sub = options.sub ?? ulid();
  return {
    sub,
    email: options.email ?? `beekeeper-${sub.toLowerCase()}@example.com`,
    email_verified: true,
    token_use: 'id',
    ...(options.groups ? { 'cognito:groups': options.groups } : {}),
  };
}

export interface CallOptions {
  /** Verified token claims; none means an anonymous request. */
  claims?: JWTPayload;
  pathParameters?: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is (for malformed JSON). */
  rawBody?: string;
  rawQueryString?: string;
  /** Extra request headers (a webhook's signature). */
  headers?: Record<string, string>;
  /** The sender's address as API Gateway sees it (127.0.0.1 unless said). */
  sourceIp?: string;
}

export function httpApiEvent(
  route: RouteDefinition,
  options: CallOptions = {},
): APIGatewayProxyEventV2WithJWTAuthorizer {
  const pathParameters = options.pathParameters ?? {};
  const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  return buildHttpApiEvent({
    method: route.method,
    routePath: route.path,
    rawPath: apiPath(route, pathParameters),
    pathParameters,
    ...(options.rawQueryString ? { rawQueryString: options.rawQueryString } : {}),
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...options.headers },
    ...(body === undefined ? {} : { body }),
    ...(options.claims ? { claims: options.claims } : {}),
    ...(options.sourceIp ? { sourceIp: options.sourceIp } : {}),
  });
}

/** The context of a warm test Lambda with its full 30 s ahead. */
export function lambdaContext(): Context {
  return buildLambdaContext('hivekeeper-test', Date.now() + 30_000);
}

export interface Answer<T = unknown> {
  statusCode: number;
  headers: Record<string, string>;
  /** The parsed JSON body (the text itself for another type); undefined when there is none. */
  body: T;
}

/** A JSON body parsed; one of another type (the calendar feed's iCalendar text) as the text it is. */
function parsedBody(body: string | undefined, contentType: string | undefined): unknown {
  if (!body) return undefined;
  return contentType === undefined || contentType.startsWith('application/json') ? JSON.parse(body) : body;
}

/** Invokes `handler` for `route` and parses its JSON answer. */
export async function call<T = unknown>(
  handler: Handler,
  route: RouteDefinition,
  options: CallOptions = {},
): Promise<Answer<T>> {
  const result = await handler(httpApiEvent(route, options), lambdaContext());
  const headers = Object.fromEntries(
    Object.entries(result.headers ?? {}).map(([name, value]) => [name, String(value)]),
  );
  return {
    statusCode: result.statusCode ?? 200,
    headers,
    body: parsedBody(result.body, headers['content-type']) as T,
  };
}
