/**
 * The one way HiveKeeper's web app calls its API: the Cognito ID token rides in the Authorization header, a JSON
 * body is sent only when there is one, and any non-success answer becomes an `ApiError` whose message is the
 * spec's `status: body` (section 8), with the server's own message and field errors kept for the UI.
 */
import { TOTAL_COUNT_HEADER } from '@shared/domain/paging';
import type { FieldErrors } from '@shared/schemas/field-errors';
import { actingAccountHeaders } from './acting-account';
import type { MessageCode } from '@shared/i18n/message-codes';
import { currentIdToken } from './auth';
import { runtimeConfig } from './runtime-config';

export interface ApiErrorBody {
  message?: string;
  /** The message's stable code and parameters (`shared/i18n/message-codes.ts`), for the language shown. */
  code?: string;
  params?: Record<string, string>;
  errors?: FieldErrors;
  /** A stale edit's 409: the record as the server holds it. */
  current?: Record<string, unknown>;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    readonly body: ApiErrorBody | undefined,
  ) {
    super(`${status}: ${bodyText}`);
    this.name = 'ApiError';
  }

  /**
   * The server's own words (`{ message }`), for toasts that show "the server message or ...": the toaster shows them
   * in the language shown by the code the answer gave (`rememberMessageCode`).
   */
  get serverMessage(): string | undefined {
    return this.body?.message;
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Sends one request; a non-success answer throws an `ApiError`. `extraHeaders` name the account acted on (the one
 * the tab acts on now, unless a queued write names its own) and any precondition.
 */
async function send(method: Method, path: string, body?: unknown, extraHeaders = actingAccountHeaders()) {
  const headers: Record<string, string> = { accept: 'application/json', ...extraHeaders };
  const token = await currentIdToken();
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${runtimeConfig().apiUrl}${path}`, {
    method,
    headers,
    credentials: 'include',
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) {
    const text = await response.text();
    throw new ApiError(response.status, text || response.statusText, parseErrorBody(text));
  }
  return response;
}

async function request<T>(method: Method, path: string, body?: unknown, headers?: Record<string, string>) {
  const response = await send(method, path, body, headers);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** One page of a list whose body is the JSON array and whose next page's cursor travels in a response header. */
export interface ApiPage<T> {
  items: T[];
  /** Null on the last page. */
  nextCursor: string | null;
  /** How many items the whole list holds, when the server says (`x-total-count`); null otherwise. */
  total: number | null;
}

async function requestPage<T>(path: string, cursorHeader: string): Promise<ApiPage<T>> {
  const response = await send('GET', path);
  const total = response.headers.get(TOTAL_COUNT_HEADER);
  return {
    items: (await response.json()) as T[],
    nextCursor: response.headers.get(cursorHeader),
    total: total === null ? null : Number(total),
  };
}

/**
 * The last answers' messages with the codes they came with, for the toaster to say them in the language shown
 * (`lib/i18n/message-text.ts`): the API's words may come from a table this screen never loaded.
 */
const answeredCodes = new Map<string, MessageCode>();
const CODES_REMEMBERED = 20;

function rememberCode(message: string, known: MessageCode): void {
  answeredCodes.delete(message);
  answeredCodes.set(message, known);
  if (answeredCodes.size > CODES_REMEMBERED) answeredCodes.delete(answeredCodes.keys().next().value as string);
}

/** The code an API answer gave `message`, if one did lately. */
export function answeredCodeOf(message: string): MessageCode | undefined {
  return answeredCodes.get(message);
}

function parseErrorBody(text: string): ApiErrorBody | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const body = parsed as ApiErrorBody;
    if (body.message !== undefined && body.code !== undefined) {
      rememberCode(body.message, { code: body.code, ...(body.params && { params: body.params }) });
    }
    return body;
  } catch {
    return undefined;
  }
}

export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  /** A page of a list: `api.getPage<Inspection>(path, NEXT_CURSOR_HEADER)`. */
  getPage: <T>(path: string, cursorHeader: string) => requestPage<T>(path, cursorHeader),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, body),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body),
  patch: <T>(path: string, body?: unknown) => request<T>('PATCH', path, body),
  /** A delete answers 204 with no body; one that starts work in the background answers 202 and what it started. */
  delete: <T = undefined>(path: string, body?: unknown) => request<T>('DELETE', path, body),
  /** A write with headers of its own (the outbox's: the account it was made for, the version it started from). */
  send: <T>(method: Method, path: string, body: unknown, headers: Record<string, string>) =>
    request<T>(method, path, body, headers),
};
