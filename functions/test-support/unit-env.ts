/**
 * Imported first by unit tests: the functions' environment contract with a table that is never reached
 * (unit tests mock the DynamoDB client), so handler modules can be imported.
 */
process.env.TABLE_NAME ??= 'hivekeeper-unit-test';
process.env.AWS_REGION ??= 'us-east-1';
process.env.AWS_ACCESS_KEY_ID ??= 'unit-test';
process.env.AWS_SECRET_ACCESS_KEY ??= 'unit-test';
process.env.LOG_LEVEL ??= 'WARN';
// Powertools then logs through the global console, which tests can watch.
process.env.POWERTOOLS_DEV ??= 'true';
