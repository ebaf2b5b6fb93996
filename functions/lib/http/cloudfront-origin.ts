/**
 * Only CloudFront reaches the API: CloudFront adds the stage's origin secret to every request it passes to
 * `/api/*`, and each route's Lambda refuses a request without it. A direct call to the HTTP API's own execute-api
 * endpoint would otherwise skip CloudFront and choose its `CloudFront-Viewer-Address` (the per-address limits).
 * The secret is a Secrets Manager value the stack generates; CloudFront's origin configuration holds it, so it is
 * given to the Lambdas as a value too (both readable by the account's operators alike, never by a beekeeper).
 */
import { API_ERRORS } from '../../../shared/messages';
import { equalInConstantTime } from '../constant-time';
import { ForbiddenError } from '../errors';
import type { HttpEvent, HttpMiddleware } from './middlewares';

/** The header CloudFront adds to every request it passes to the API. */
export const ORIGIN_SECRET_HEADER = 'x-hivekeeper-origin-secret';
/** Where a route's Lambda finds the value CloudFront sends; unset locally, where the gateway plays CloudFront. */
export const ORIGIN_SECRET_ENVIRONMENT = 'CLOUDFRONT_ORIGIN_SECRET';

/** Whether `event` came through CloudFront, or there is no CloudFront to come through (the local gateway, tests). */
export function cameThroughCloudFront(event: HttpEvent, env: NodeJS.ProcessEnv = process.env): boolean {
  const expected = env[ORIGIN_SECRET_ENVIRONMENT];
  if (!expected) return true;
  return equalInConstantTime(Buffer.from(event.headers?.[ORIGIN_SECRET_HEADER] ?? ''), Buffer.from(expected));
}

/** 403 for a request that did not come through CloudFront, before anything else reads it. */
export function fromCloudFrontOnly(): HttpMiddleware {
  return {
    before: ({ event }) => {
      if (!cameThroughCloudFront(event)) throw new ForbiddenError(API_ERRORS.notThroughCloudFront);
    },
  };
}
