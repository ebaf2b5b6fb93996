/**
 * `npm run demo:reset`: resets the demo accounts on the local stack running from this folder (its ports from
 * `.env`), as `demo-reset.ts` describes. The stack keeps running; a stack that isn't running gets one line.
 */
import { existsSync } from 'node:fs';
import type { RuntimeConfig } from '../../shared/runtime-config';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { resetDemoData } from './demo-reset';
import { LOCAL_AWS_ENVIRONMENT, LOCAL_RESOURCES, localUploadsEnvironment, readLocalSettings } from './settings';

async function main(): Promise<void> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const { ports } = readLocalSettings();
  const gatewayUrl = `http://localhost:${ports.gateway}`;
  let config: RuntimeConfig;
  try {
    config = (await (await fetch(`${gatewayUrl}/config.json`)).json()) as RuntimeConfig;
  } catch {
    throw new Error(`HiveKeeper's local stack does not answer at ${gatewayUrl}: start it with npm start.`);
  }
  Object.assign(process.env, LOCAL_AWS_ENVIRONMENT, localUploadsEnvironment(`http://localhost:${ports.s3}`), {
    TABLE_NAME: LOCAL_RESOURCES.tableName,
    DYNAMODB_ENDPOINT: `http://localhost:${ports.dynamoDb}`,
  });
  await resetDemoData({
    gatewayUrl,
    userPoolEndpoint: config.userPoolEndpoint ?? '',
    userPoolClientId: config.userPoolClientId,
    userPoolId: config.userPoolId,
    cognitoEndpoint: `http://localhost:${ports.cognito}`,
  });
  console.log(`The demo accounts are reset: sign in as ${DEMO_ACCOUNTS.beekeeper.email} at ${gatewayUrl}.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
