import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { Apiary } from '@shared/schemas/apiary';
import type { Hive } from '@shared/schemas/hive';
import type { User } from '@shared/schemas/user';
import { testSession } from './session';

/** The API as component tests see it: each test adds the answers it needs with `server.use(...)`. */
export const server = setupServer();

export const TEST_ORIGIN = 'http://hivekeeper.test';

/** An absolute URL for an API path, as msw matches requests. */
export const apiUrl = (path: string) => `${TEST_ORIGIN}${path}`;

export function buildUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user-1',
    username: null,
    firstName: 'Ada',
    lastName: 'Apiarist',
    bio: null,
    email: 'ada@example.com',
    profileImageUrl: null,
    createdAt: '2026-11-01T09:00:00.000Z',
    isAdmin: false,
    subscriptionPlan: 'free',
    subscriptionStatus: 'free',
    ...overrides,
  };
}

/** Signs `user` in for the current test: a session token and `GET /api/auth/user` answering them. */
export function signInAs(user: User): User {
  testSession.idToken = `test-token-${user.id}`;
  server.use(http.get(apiUrl('/api/auth/user'), () => HttpResponse.json(user)));
  return user;
}

/** Answers `GET /api/apiaries` with `apiaries` as the array is when asked: the test's other handlers may change it. */
export function serveApiaries(apiaries: Apiary[]): void {
  server.use(http.get(apiUrl('/api/apiaries'), () => HttpResponse.json(apiaries)));
}

/** Answers `GET /api/hives` with `hives` as the array is when asked: the test's other handlers may change it. */
export function serveHives(hives: Hive[]): void {
  server.use(http.get(apiUrl('/api/hives'), () => HttpResponse.json(hives)));
}

/**
 * A signed-in beekeeper and their records, as most screen tests start: signs `user` in (a free user unless given)
 * and answers the apiaries and hives lists with the arrays as they are when asked, so a test's write handlers can
 * change them. Returns the arrays.
 */
export function serveBeekeeper({
  user = buildUser(),
  apiaries = [],
  hives = [],
}: { user?: User; apiaries?: Apiary[]; hives?: Hive[] } = {}): { apiaries: Apiary[]; hives: Hive[] } {
  signInAs(user);
  serveApiaries(apiaries);
  serveHives(hives);
  return { apiaries, hives };
}

/** Answers `method path` with `answer` and records the JSON bodies sent to it, in the returned array. */
export function recordBodies(
  method: 'post' | 'put' | 'patch',
  path: string,
  answer: (body: Record<string, unknown>) => Response | Promise<Response>,
): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http[method](apiUrl(path), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return answer(body);
    }),
  );
  return bodies;
}
