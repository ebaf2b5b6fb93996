/**
 * HiveKeeper's CDK app (`npx cdk synth`, `npx cdk deploy`): one stack per stage, checked by cdk-nag's AWS
 * Solutions rules on every synth. Settings come from `infra/config.ts` (CDK context or HIVEKEEPER_* variables).
 */
import { App } from 'aws-cdk-lib';
import { contextThenEnvironment, InvalidStackSettingError, readStackConfig } from './config';
import { addHiveKeeperStack } from './stacks/hivekeeper-stack';

const app = new App();
try {
  addHiveKeeperStack(app, readStackConfig(contextThenEnvironment((key) => app.node.tryGetContext(key))));
} catch (error) {
  // A wrong setting deserves its one-line explanation, not a stack trace.
  if (!(error instanceof InvalidStackSettingError)) throw error;
  console.error(error.message);
  process.exit(1);
}
