/**
 * Builds the event API Gateway's HTTP API (payload format 2.0) hands a Lambda, and the Lambda context beside it,
 * so HiveKeeper's local gateway and tests call handlers with exactly what they receive in the cloud.
 */
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, Context } from 'aws-lambda';
import type { JWTPayload } from 'jose';
import { FUNCTION_SETTINGS } from '../function-settings';
import { LOCAL_AWS } from './settings';

export interface HttpApiRequest {
  method: string;
  /** The route's path template, for example `/api/hives/{id}`. */
  routePath: string;
  /** The path as requested, for example `/api/hives/01J...`. */
  rawPath: string;
  pathParameters?: Record<string, string>;
  /** The query string without the leading `?`. */
  rawQueryString?: string;
  headers?: Record<string, string | string[] | undefined>;
  body?: string;
  /** Claims of a verified token; absent on public routes. */
  claims?: JWTPayload;
  sourceIp?: string;
}

/**
 * The JWT authorizer hands claims over as strings: numbers and booleans as text, and arrays such as
 * `cognito:groups` as `[admins editors]`. Handlers must read them that way in both worlds.
 */
export function flattenClaims(claims: JWTPayload): Record<string, string> {
  return Object.fromEntries(
    Object.entries(claims).map(([name, value]) => [
      name,
      Array.isArray(value)
        ? `[${value.join(' ')}]`
        : typeof value === 'object' && value !== null
          ? JSON.stringify(value)
          : String(value),
    ]),
  );
}

export function buildHttpApiEvent(request: HttpApiRequest): APIGatewayProxyEventV2WithJWTAuthorizer {
  const now = new Date();
  const method = request.method.toUpperCase();
  const routeKey = `${method} ${request.routePath}`;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers ?? {})) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  const rawQueryString = request.rawQueryString ?? '';
  const query = new URLSearchParams(rawQueryString);
  const queryStringParameters: Record<string, string> = {};
  for (const name of new Set(query.keys())) queryStringParameters[name] = query.getAll(name).join(',');
  const cookies = headers.cookie?.split(';').map((cookie) => cookie.trim());

  return {
    version: '2.0',
    routeKey,
    rawPath: request.rawPath,
    rawQueryString,
    headers,
    ...(cookies ? { cookies } : {}),
    ...(rawQueryString ? { queryStringParameters } : {}),
    ...(request.pathParameters && Object.keys(request.pathParameters).length > 0
      ? { pathParameters: request.pathParameters }
      : {}),
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      // Public routes carry no authorizer block in the cloud; the type insists on one, so it is cast away there.
      authorizer: (request.claims
        ? { principalId: '', integrationLatency: 0, jwt: { claims: flattenClaims(request.claims), scopes: [] } }
        : undefined) as unknown as APIGatewayProxyEventV2WithJWTAuthorizer['requestContext']['authorizer'],
      domainName: headers.host ?? 'localhost',
      domainPrefix: (headers.host ?? 'localhost').split('.')[0] ?? 'localhost',
      http: {
        method,
        path: request.rawPath,
        protocol: 'HTTP/1.1',
        sourceIp: request.sourceIp ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    ...(request.body !== undefined && request.body !== '' ? { body: request.body } : {}),
    isBase64Encoded: false,
  };
}

/** A Lambda-like context whose remaining time counts down to `deadline` (epoch milliseconds). */
export function buildLambdaContext(functionName: string, deadline: number): Context {
  const unsupported = () => {
    throw new Error('HiveKeeper handlers return their result; the callback API is not supported');
  };
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:${LOCAL_AWS.region}:000000000000:function:${functionName}`,
    memoryLimitInMB: String(FUNCTION_SETTINGS.memoryMb),
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: `local/[$LATEST]${randomUUID().replaceAll('-', '')}`,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: unsupported,
    fail: unsupported,
    succeed: unsupported,
  };
}
