import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import type middy from '@middy/core';
import { logger } from './logger';

/** The CloudWatch namespace of HiveKeeper's business metrics (embedded metric format in each function's log). */
export const METRICS_NAMESPACE = 'HiveKeeper';

/**
 * What beekeepers do that the business counts, one name each: a new user (their first call after sign-up), an
 * apiary or hive created, an apiary's hives moved to another. Each is recorded where it happens, after it has been
 * stored, so a refused or invalid request counts nothing.
 */
export const BUSINESS_METRICS = [
  'userSignedUp',
  'apiaryCreated',
  'hiveCreated',
  'apiaryHivesMoved',
  'teamMemberInvited',
  'teamMemberJoined',
] as const;
export type BusinessMetric = (typeof BUSINESS_METRICS)[number];

/**
 * POWERTOOLS_METRICS_DISABLED (or POWERTOOLS_DEV) switches output off: the local runtime sets it, so `npm start`
 * prints no metric blobs.
 */
export const metrics = new Metrics({ namespace: METRICS_NAMESPACE, serviceName: 'hivekeeper', logger });

/** Counts one `name` in this request's metrics. */
export function recordBusinessMetric(name: BusinessMetric): void {
  metrics.addMetric(name, MetricUnit.Count, 1);
}

/**
 * Writes the request's business metrics to the log when it ends, answered or failed. Powertools' own `logMetrics`
 * middleware would also warn on every request that recorded none, that is on every read.
 */
export function publishMetrics(): middy.MiddlewareObj {
  const publish = () => {
    if (metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
  };
  return { after: publish, onError: publish };
}
