import { defineConfig } from 'vitest/config';
import { frontendAliases } from './frontend/vite.config.ts';

/**
 * HiveKeeper's test suites, all run by `npm test`:
 * - unit: pure rules in shared/, handler logic with mocked AWS clients, the local stand-ins' own logic (route
 *   matching, body limit, Lambda timeout) and the repository's checks (every test file runs in a project);
 * - data: the data layer and handlers against a real DynamoDB Local;
 * - integration: the whole local stack (gateway, DynamoDB Local, s3rver, cognito-local, SES) over HTTP;
 * - infra: assertions on the synthesized CDK template;
 * - frontend: the web app's components and screens in jsdom, with the API answered by msw.
 * The end-to-end journeys in Chromium run after these, with Playwright (test/e2e).
 */
export default defineConfig({
  test: {
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    // The JSON report gives CI its closing "N passed, N failed" line.
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'shared/**/*.test.ts',
            'functions/**/*.test.ts',
            'infra/local/**/*.test.ts',
            'test/architecture/**/*.test.ts',
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
          fileParallelism: false,
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
        test: {
          name: 'frontend',
          include: ['frontend/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['frontend/src/testing/setup.ts'],
          testTimeout: 15_000,
        },
      },
    ],
  },
});
