/**
 * Setup file of the `data` test project, run in each worker before a test module imports any handler: the
 * functions' environment contract pointing at the project's own DynamoDB Local, so handler modules read it at
 * import like a Lambda does. It is set here rather than inherited from the main process, where other projects'
 * global setups (the integration stack's local runtime) set the same variables for their own table.
 */
import { inject } from 'vitest';
import { FUNCTION_SETTINGS } from '../../infra/function-settings';
import { LOCAL_AWS_ENVIRONMENT } from '../../infra/local/settings';

Object.assign(process.env, {
  ...FUNCTION_SETTINGS.localEnvironment,
  TABLE_NAME: inject('tableName'),
  // Presigning needs the bucket's name only; these tests save no photos, so S3 itself is never reached.
  UPLOADS_BUCKET: 'hivekeeper-data-test-uploads',
  DYNAMODB_ENDPOINT: inject('dynamoDbEndpoint'),
  ...LOCAL_AWS_ENVIRONMENT,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'WARN',
});
