/**
 * HiveKeeper's API as the web app calls it: JSON over HTTP with the Cognito ID token as a Bearer token. Used by
 * the demo seed, the integration tests and the `npm start` test.
 */
export interface ApiAnswer<T = unknown> {
  status: number;
  /** The parsed JSON, the text when it is not JSON, undefined when empty. */
  body: T;
  headers: Headers;
}

export interface ApiCallOptions {
  /** Sent as `Authorization: Bearer <idToken>`. */
  idToken?: string;
  body?: unknown;
  /** A body sent as it is (for malformed JSON). */
  rawBody?: string;
  /** More request headers (the bench's `accept-encoding`). */
  headers?: Record<string, string>;
}

/** One call to `path` on `baseUrl` (the gateway). */
export async function callApi<T = unknown>(
  baseUrl: string,
  method: string,
  path: string,
  options: ApiCallOptions = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.idToken) headers.authorization = `Bearer ${options.idToken}`;
  const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(new URL(path, baseUrl), { method, headers, ...(body === undefined ? {} : { body }) });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON: the caller sees the text.
  }
  return { status: response.status, body: parsed as T, headers: response.headers };
}

/** A caller bound to one user's ID token (and any more headers for every call). */
export function apiAs(baseUrl: string, idToken: string, headers?: Record<string, string>) {
  return <T = unknown>(method: string, path: string, body?: unknown) =>
    callApi<T>(baseUrl, method, path, {
      idToken,
      ...(headers === undefined ? {} : { headers }),
      ...(body === undefined ? {} : { body }),
    });
}

export type ApiCaller = ReturnType<typeof apiAs>;
