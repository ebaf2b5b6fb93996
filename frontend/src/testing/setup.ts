import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { setRuntimeConfig } from '@/lib/runtime-config';
import { server, TEST_ORIGIN } from './server';
import { testSession } from './session';

vi.mock('@/lib/auth', async () => {
  const { testSession: session } = await import('./session');
  return {
    prepareAuth: vi.fn(async () => undefined),
    currentIdToken: vi.fn(async () => session.idToken),
    signOut: vi.fn(async () => {
      session.idToken = undefined;
    }),
    onAuthChange: vi.fn(() => () => undefined),
  };
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  testSession.idToken = undefined;
  localStorage.clear();
  setRuntimeConfig({
    apiUrl: TEST_ORIGIN,
    region: 'us-east-1',
    userPoolId: 'local_test',
    userPoolClientId: 'test-client',
    authFlowType: 'USER_PASSWORD_AUTH',
  });
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
