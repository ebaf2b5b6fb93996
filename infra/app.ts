/**
 * HiveKeeper's CDK app (`npx cdk synth`, `npx cdk deploy`): one stack per stage, checked by cdk-nag's AWS
 * Solutions rules on every synth. Settings come from `infra/config.ts` (CDK context or HIVEKEEPER_* variables).
 */
import { existsSync } from 'node:fs';
import { App } from 'aws-cdk-lib';
import { contextThenEnvironment, InvalidStackSettingError, readStackConfig } from './config';
import { addHiveKeeperStack } from './stacks/hivekeeper-stack';

// The same `.env` as `npm start` (see .env.example); variables set in the shell win.
if (existsSync('.env')) process.loadEnvFile('.env');
const app = new App();
try {
  addHiveKeeperStack(app, readStackConfig(contextThenEnvironment((key) => app.node.tryGetContext(key))));
} catch (error) {
  // A wrong setting deserves its one-line explanation, not a stack trace.
  if (!(error instanceof InvalidStackSettingError)) throw error;
  console.error(error.message);
  process.exit(1);
}
