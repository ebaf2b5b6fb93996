/**
 * Setup file of the `data` test project, run in each worker before a test module imports any handler: the
 * functions' environment contract pointing at the project's own DynamoDB Local, so handler modules read it at
 * import like a Lambda does. It is set here rather than inherited from the main process, where other projects'
 * global setups (the integration stack's local runtime) set the same variables for their own table.
 */
import { inject } from 'vitest';
import { LOCAL_CREDENTIALS } from '../../infra/local/dynamodb';
import { FUNCTION_SETTINGS } from '../../infra/function-settings';

Object.assign(process.env, {
  ...FUNCTION_SETTINGS.localEnvironment,
  TABLE_NAME: inject('tableName'),
  DYNAMODB_ENDPOINT: inject('dynamoDbEndpoint'),
  AWS_REGION: 'us-east-1',
  AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
  AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'WARN',
});
