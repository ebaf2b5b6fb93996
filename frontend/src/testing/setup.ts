import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { setRuntimeConfig } from '@/lib/runtime-config';
import { clearToasts } from '@/lib/toast';
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
    changePassword: vi.fn(async () => undefined),
  };
});

// The suites run in parallel on two cores: give findBy* queries room before they call a screen broken.
configure({ asyncUtilTimeout: 3_000 });

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
    paymentProvider: 'test-mode',
  });
});
afterEach(() => {
  cleanup();
  clearToasts();
  server.resetHandlers();
});
afterAll(() => server.close());
