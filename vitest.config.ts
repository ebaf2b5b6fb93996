import { defineConfig, type ViteUserConfig } from 'vitest/config';
import { frontendAliases } from './frontend/vite.config.ts';
import { messageCatalogs } from './frontend/message-catalogs-plugin.ts';
import { webRoutesTable } from './frontend/web-routes-plugin.ts';
import ProjectTimesReporter from './test/support/project-times-reporter.ts';
import { VITEST_PROJECT_TIMES } from './test/support/test-results.ts';

/**
 * HiveKeeper's test suites, all run by `npm test`:
 * - unit: pure rules in shared/, handler logic with mocked AWS clients, the local stand-ins' own logic (route
 *   matching, body limit, Lambda timeout), the benches' scoring and the repository's checks (every test file runs in a
 *   project);
 * - data: the data layer and handlers against a real DynamoDB Local;
 * - integration: the whole local stack (gateway, DynamoDB Local, s3rver, cognito-local, SES) over HTTP;
 * - infra: assertions on the synthesized CDK template;
 * - frontend: the web app's components and screens in jsdom, with the API answered by msw (frontend-isolated:
 *   those that need a module graph of their own).
 * The end-to-end journeys in Chromium run after these, with Playwright (test/e2e).
 */
/**
 * The web app's tests that need a module graph of their own, and why: one that replaces a module with `vi.mock`
 * (a module cached by an earlier file would ignore the replacement; test/architecture checks every such file is
 * here), or one that watches a lazily loaded chunk arrive (an earlier file may have loaded it already).
 */
export const FRONTEND_ISOLATED_TESTS: Readonly<Record<string, string>> = {
  'frontend/src/features/auth/utils/authenticator-services.test.ts': 'replaces aws-amplify/auth',
  'frontend/src/features/billing/components/stripe-card-form.test.tsx': "replaces Stripe's packages",
  'frontend/src/features/inspections/components/inspection-dialog.test.tsx': 'replaces the photo resizing',
  'frontend/src/features/inspections/utils/resize-photo.test.ts': 'replaces browser-image-compression',
  'frontend/src/features/billing/components/payment-dialog.test.tsx': 'keeps Subscribe off until the card form loads',
  'frontend/src/features/dashboard/components/dashboard-renders.test.tsx':
    'replaces the Quick Actions card to count its renders',
  'frontend/src/components/layouts/landmarks.test.tsx':
    "shows English until the French words' chunk arrives: no other file may have loaded it",
};
const FRONTEND_ISOLATED = Object.keys(FRONTEND_ISOLATED_TESTS);

const FRONTEND_TEST = {
  environment: 'jsdom',
  setupFiles: ['frontend/src/testing/setup.ts'],
  testTimeout: 15_000,
} satisfies ViteUserConfig['test'];

export default defineConfig({
  test: {
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    // The JSON report gives CI its closing "N passed, N failed" line; the project times feed `npm test`'s table.
    reporters: ['default', 'json', new ProjectTimesReporter(VITEST_PROJECT_TIMES)],
    outputFile: { json: 'test-results/vitest.json' },
    // Vitest's default is one worker less than the cores: a single worker on CI's two.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'shared/**/*.test.ts',
            'functions/**/*.test.ts',
            'infra/local/**/*.test.ts',
            'test/architecture/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          exclude: ['**/*.data.test.ts', '**/*.int.test.ts', '**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'data',
          include: ['functions/**/*.data.test.ts'],
          globalSetup: ['functions/test-support/dynamodb-global-setup.ts'],
          setupFiles: ['functions/test-support/data-env.ts'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['infra/local/**/*.int.test.ts', 'test/integration/**/*.int.test.ts'],
          globalSetup: ['infra/local/test-support/stack-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 90_000,
        },
      },
      {
        test: {
          name: 'infra',
          include: ['infra/**/*.test.ts'],
          exclude: ['infra/local/**', '**/node_modules/**'],
          testTimeout: 60_000,
        },
      },
      {
        resolve: { alias: frontendAliases },
        plugins: [webRoutesTable(), messageCatalogs()],
        test: {
          ...FRONTEND_TEST,
          name: 'frontend',
          include: ['frontend/src/**/*.test.{ts,tsx}'],
          exclude: [...FRONTEND_ISOLATED, '**/node_modules/**'],
          // A worker's files share one jsdom and the app's modules (about 7 s a file otherwise): setup.ts resets
          // what a test may leave behind (DOM, storage, toasts, the API's handlers, the signed-in session).
          isolate: false,
        },
      },
      {
        resolve: { alias: frontendAliases },
        plugins: [webRoutesTable(), messageCatalogs()],
        test: { ...FRONTEND_TEST, name: 'frontend-isolated', include: FRONTEND_ISOLATED },
      },
    ],
  },
});
