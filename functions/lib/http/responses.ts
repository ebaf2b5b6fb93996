/**
 * What HiveKeeper's handlers answer. Bodies are JSON with `content-type: application/json`; a delete answers
 * 204 No Content with no body. Answers are per user, so no cache may keep them.
 */
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

export interface HttpResult<T> {
  statusCode: number;
  body?: T;
  /** Extra headers, such as the next page's cursor of a list. */
  headers?: Readonly<Record<string, string>>;
}

export const ok = <T>(body: T, headers?: Readonly<Record<string, string>>): HttpResult<T> => ({
  statusCode: 200,
  body,
  ...(headers && { headers }),
});
export const created = <T>(body: T): HttpResult<T> => ({ statusCode: 201, body });
export const noContent = (): HttpResult<never> => ({ statusCode: 204 });

export function toHttpResponse({
  statusCode,
  body,
  headers: extraHeaders,
}: HttpResult<unknown>): APIGatewayProxyStructuredResultV2 {
  const headers = { ...extraHeaders, 'cache-control': 'no-store' };
  if (body === undefined) return { statusCode, headers };
  return {
    statusCode,
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  };
}
