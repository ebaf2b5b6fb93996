import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
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
