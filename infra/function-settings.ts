/**
 * The one contract of every HiveKeeper function, in the cloud (infra/stacks/api.ts) and in the local runtime
 * (infra/local): how long it may run, how much memory it reports, and the environment every function gets besides
 * its world's own (TABLE_NAME, LOG_LEVEL, and locally the DynamoDB endpoint and credentials, metrics off).
 */
export const FUNCTION_SETTINGS = {
  /** API Gateway gives up after 30 s; a handler that needs more than 10 s has a problem worth an error. */
  timeoutSeconds: 10,
  memoryMb: 512,
  baseEnvironment: {
    POWERTOOLS_SERVICE_NAME: 'hivekeeper',
  },
  /**
   * Added on this machine (`npm start`, the data tests): CloudWatch reads business metrics from the logs in the
   * cloud, locally they would only be noise on stdout.
   */
  localEnvironment: {
    POWERTOOLS_METRICS_DISABLED: 'true',
  },
} as const;
