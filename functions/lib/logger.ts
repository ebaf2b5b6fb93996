import { Logger } from '@aws-lambda-powertools/logger';

/**
 * HiveKeeper's structured logger. Every handler's middy stack injects the Lambda context into it, so each line
 * carries the request id; LOG_LEVEL and POWERTOOLS_SERVICE_NAME from the environment override the defaults.
 */
export const logger = new Logger({ serviceName: 'hivekeeper' });
