/**
 * What HiveKeeper's handlers answer. Bodies are JSON with `content-type: application/json`, unless a handler
 * answers a `TextBody` in a type of its own (the calendar feed); a delete answers 204 No Content with no body.
 * Answers are per user, so no cache may keep them unless the handler says otherwise in its `cache-control`.
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
/** A body sent as it is, with its own content type, rather than as JSON. */
export class TextBody {
  constructor(
    readonly text: string,
    readonly contentType: string,
  ) {}
}

export const created = <T>(body: T): HttpResult<T> => ({ statusCode: 201, body });
/** Work started and answered before it ends (the marketing generation). */
export const accepted = <T>(body: T): HttpResult<T> => ({ statusCode: 202, body });
export const noContent = (): HttpResult<never> => ({ statusCode: 204 });

export function toHttpResponse({
  statusCode,
  body,
  headers: extraHeaders,
}: HttpResult<unknown>): APIGatewayProxyStructuredResultV2 {
  const headers = { 'cache-control': 'no-store', ...extraHeaders };
  if (body === undefined) return { statusCode, headers };
  if (body instanceof TextBody) {
    return { statusCode, headers: { ...headers, 'content-type': body.contentType }, body: body.text };
  }
  return {
    statusCode,
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  };
}
