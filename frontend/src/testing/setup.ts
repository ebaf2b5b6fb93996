import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { setRuntimeConfig } from '@/lib/runtime-config';
import { activateLocale } from '@/lib/i18n/catalog';
import { currentLocale } from '@/lib/i18n/locale';
import { clearToasts } from '@/lib/toast';
import { server, TEST_ORIGIN } from './server';
import { resetTestAuth } from './session';

vi.mock('@/lib/auth', async () => (await import('./session')).testAuth);

// The suites run in parallel on two cores: give findBy* queries room before they call a screen broken.
configure({ asyncUtilTimeout: 3_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetTestAuth();
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
afterEach(async () => {
  cleanup();
  // A test that switched the language leaves the next one in American English, the tests' language.
  if (currentLocale() !== 'en-US') await activateLocale('en-US');
  clearToasts();
  server.resetHandlers();
  // The next test file may run in this same document (vitest.config.ts): what a portal or a scroll lock left on
  // the page goes with the test that left it.
  document.body.replaceChildren();
  document.body.removeAttribute('style');
  document.body.removeAttribute('class');
  sessionStorage.clear();
});
afterAll(() => server.close());
