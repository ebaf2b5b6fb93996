/**
 * Vitest globalSetup of the `integration` project: one HiveKeeper local stack (no demo data) on ports 8780-8784
 * (moved by HIVEKEEPER_TEST_PORT_OFFSET)
 * in a temporary data folder, its addresses handed to the tests with provide/inject.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startOpenMeteoStandIn } from '../open-meteo-stand-in';
import { localWebhookSecret, testSuitePorts } from '../settings';
import { startLocalStack } from '../stack';
import type { IntegrationStack } from './integration-stack';

export const INTEGRATION_PORTS = testSuitePorts(8780);

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'hivekeeper-integration-'));
  // The weather route reaches this stand-in of Open-Meteo; tests switch it down or slow.
  const openMeteo = await startOpenMeteoStandIn();
  const stack = await startLocalStack({
    ports: INTEGRATION_PORTS,
    dataDir,
    logLevel: 'ERROR',
    seedDemoData: false,
    openMeteoUrl: openMeteo.url,
  });
  const provided: IntegrationStack = {
    app: stack.urls.app,
    userPoolEndpoint: stack.urls.userPoolEndpoint,
    cognito: stack.urls.cognito,
    inbox: stack.urls.inbox,
    dynamoDb: stack.urls.dynamoDb,
    tableName: stack.tableName,
    s3: stack.urls.s3,
    uploadsBucket: stack.uploadsBucket,
    ...stack.userPool,
    openMeteo: openMeteo.url,
    webhookSecret: localWebhookSecret(dataDir),
  };
  project.provide('localStack', provided);
  return async () => {
    await stack.stop();
    await openMeteo.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
