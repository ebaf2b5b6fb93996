/**
 * Component tests run without Cognito: `@/lib/auth` is replaced (see setup.ts) by `testAuth` and this in-memory
 * session, so a test signs a user in by giving them a token and answering `/api/auth/user` for them. The fakes are
 * made once for the worker: test files share its modules, so a screen imported by an earlier file calls the same
 * functions this file's test asserts on; `resetTestAuth` gives each test fresh ones.
 */
import { vi } from 'vitest';
import type * as Auth from '@/lib/auth';

export const testSession: { idToken: string | undefined } = { idToken: undefined };

/** The Cognito username of whoever is signed in with `testSession.idToken`. */
export const TEST_SESSION_USER = 'test-beekeeper';

export const testAuth = {
  // Amplify is never configured in these tests.
  prepareAuth: vi.fn<() => Promise<unknown>>(),
  currentIdToken: vi.fn<typeof Auth.currentIdToken>(),
  hasStoredSession: vi.fn<typeof Auth.hasStoredSession>(),
  storedSessionUser: vi.fn<typeof Auth.storedSessionUser>(),
  signOut: vi.fn<typeof Auth.signOut>(),
  onAuthChange: vi.fn<typeof Auth.onAuthChange>(),
  changePassword: vi.fn<typeof Auth.changePassword>(),
};

export function resetTestAuth(): void {
  testSession.idToken = undefined;
  testAuth.prepareAuth.mockReset().mockResolvedValue(undefined);
  testAuth.currentIdToken.mockReset().mockImplementation(async () => testSession.idToken);
  testAuth.hasStoredSession.mockReset().mockImplementation(() => testSession.idToken !== undefined);
  testAuth.storedSessionUser.mockReset().mockImplementation(() => (testSession.idToken ? TEST_SESSION_USER : null));
  testAuth.signOut.mockReset().mockImplementation(async () => {
    testSession.idToken = undefined;
  });
  testAuth.onAuthChange.mockReset().mockReturnValue(() => undefined);
  testAuth.changePassword.mockReset().mockResolvedValue(undefined);
}
