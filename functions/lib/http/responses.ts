/**
 * What HiveKeeper's handlers answer. Bodies are JSON with `content-type: application/json`, unless a handler
 * answers a `TextBody` in a type of its own (the calendar feed); a delete answers 204 No Content with no body.
 * Answers are per user, so no cache may keep them unless the handler says otherwise in its `cache-control`.
 */
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER } from '../../../shared/domain/paging';

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
/**
 * A page of a list: 200 with the page's items as the body, and the next page's cursor (for `?cursor=`) in the
 * `x-next-cursor` header, absent on the last page; a list computed whole also says its size in `x-total-count`.
 */
export function page<T>(items: readonly T[], nextCursor: string | null, total?: number): HttpResult<readonly T[]> {
  const headers = {
    ...(nextCursor !== null && { [NEXT_CURSOR_HEADER]: nextCursor }),
    ...(total !== undefined && { [TOTAL_COUNT_HEADER]: String(total) }),
  };
  return ok(items, Object.keys(headers).length > 0 ? headers : undefined);
}

/** A body sent as it is, with its own content type, rather than as JSON. */
export class TextBody {
  constructor(
    readonly text: string,
    readonly contentType: string,
  ) {}
}

export const created = <T>(body: T): HttpResult<T> => ({ statusCode: 201, body });
/**
 * A create that takes the app's id (offline sync): 201 with the record it made, 200 with the one already stored
 * under that id (a replayed create, nothing written).
 */
export const createdOrFound = <T>({ record, isNew }: { record: T; isNew: boolean }): HttpResult<T> =>
  isNew ? created(record) : ok(record);
/** Work started and answered before it ends (the marketing generation). */
export const accepted = <T>(body: T): HttpResult<T> => ({ statusCode: 202, body });
export const noContent = (): HttpResult<never> => ({ statusCode: 204 });
/** Sends the caller on to `location` (an export's photo link to the file's short-lived download). */
export const found = (location: string): HttpResult<never> => ({ statusCode: 302, headers: { location } });

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
