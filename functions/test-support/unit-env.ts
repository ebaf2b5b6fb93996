/**
 * Imported first by unit tests: the functions' environment contract with a table that is never reached
 * (unit tests mock the DynamoDB client), so handler modules can be imported; region and credentials are the local
 * stack's.
 */
import { LOCAL_AWS_ENVIRONMENT } from '../../infra/local/settings';

process.env.TABLE_NAME ??= 'hivekeeper-unit-test';
process.env.UPLOADS_BUCKET ??= 'hivekeeper-unit-test-uploads';
process.env.AWS_REGION ??= LOCAL_AWS_ENVIRONMENT.AWS_REGION;
process.env.AWS_ACCESS_KEY_ID ??= LOCAL_AWS_ENVIRONMENT.AWS_ACCESS_KEY_ID;
process.env.AWS_SECRET_ACCESS_KEY ??= LOCAL_AWS_ENVIRONMENT.AWS_SECRET_ACCESS_KEY;
process.env.LOG_LEVEL ??= 'WARN';
// Powertools then logs through the global console, which tests can watch.
process.env.POWERTOOLS_DEV ??= 'true';
