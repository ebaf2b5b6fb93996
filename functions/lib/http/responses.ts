/**
 * What HiveKeeper's handlers answer. Bodies are JSON with `content-type: application/json`; a delete answers
 * 204 No Content with no body. Answers are per user, so no cache may keep them.
 */
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

export interface HttpResult<T> {
  statusCode: number;
  body?: T;
}

export const ok = <T>(body: T): HttpResult<T> => ({ statusCode: 200, body });
export const created = <T>(body: T): HttpResult<T> => ({ statusCode: 201, body });
export const noContent = (): HttpResult<never> => ({ statusCode: 204 });

export function toHttpResponse({ statusCode, body }: HttpResult<unknown>): APIGatewayProxyStructuredResultV2 {
  const headers = { 'cache-control': 'no-store' };
  if (body === undefined) return { statusCode, headers };
  return {
    statusCode,
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  };
}
