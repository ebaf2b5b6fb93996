/**
 * The one middy stack every HiveKeeper HTTP handler runs on:
 *
 *   export const handler = httpHandler(routes.createHive, { body: hiveInputSchema }, async ({ caller, body }) =>
 *     created(await createHive(caller, body)));
 *
 * In order: the Lambda context goes into the logger (request id on every line); the business metrics it records
 * are published when it ends (functions/lib/metrics.ts); errors become JSON answers; a request that did not come
 * through CloudFront is refused (cloudfront-origin.ts); the caller comes from the verified token's claims and the route's access level is
 * enforced (Pro access is asked of the data layer, wired in here: the middlewares never reach it); path, query,
 * the headers a route reads and body are validated with zod; the route's plan rule is applied (`plan`,
 * shared/plan-rules.ts); the handler's result is answered as JSON (a delete answers 204 No Content).
 * The exported handler carries the route entry it was built for (`handler.route`): `functions/routes.test.ts`
 * checks that each handler module is bound to its own entry, and so to its own access level. It carries its schemas
 * too (`handler.schemas`), which `functions/routes.fuzz.data.test.ts` sends junk to.
 */
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import type { z } from 'zod';
import type { RouteDefinition } from '../../routes';
import type { Caller } from '../caller';
import { memberRoleOn } from '../data/caller-account';
import { callerHasProAccess, callerPlanState } from '../data/caller-plan';
import type { IdTokenVerifier } from '../id-token';
import { logger } from '../logger';
import { fromCloudFrontOnly } from './cloudfront-origin';
import { publishMetrics } from '../metrics';
import {
  authorize,
  enforcePlanRule,
  errorAnswers,
  validateRequest,
  type HandlerContext,
  type HttpEvent,
  type HttpResponse,
  type RequestSchemas,
} from './middlewares';
import { toHttpResponse, type HttpResult } from './responses';

type Parsed<S extends RequestSchemas, K extends keyof RequestSchemas> = S[K] extends z.ZodType
  ? z.output<S[K]>
  : undefined;

export interface HttpRequest<R extends RouteDefinition, S extends RequestSchemas> {
  /** Always present unless the route is public or optional. */
  caller: R['access'] extends 'public' | 'optional' ? Caller | undefined : Caller;
  body: Parsed<S, 'body'>;
  params: Parsed<S, 'params'>;
  query: Parsed<S, 'query'>;
  headers: Parsed<S, 'headers'>;
  event: HttpEvent;
  context: Context;
}

/**
 * An optional route's handler passes the check of a token it may be sent (`verifySentIdToken`, from
 * `optional-caller.ts`); no other route takes one, so the JWT library stays out of their bundles.
 */
type OptionalRouteArguments<R extends RouteDefinition> = R['access'] extends 'optional'
  ? [verifyIdToken: IdTokenVerifier | undefined]
  : [];

export function httpHandler<R extends RouteDefinition, S extends RequestSchemas>(
  route: R,
  schemas: S,
  handle: (request: HttpRequest<R, S>) => Promise<HttpResult<unknown>>,
  ...[verifyIdToken]: OptionalRouteArguments<R>
) {
  const handler = middy<HttpEvent, HttpResponse, Error, HandlerContext>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(publishMetrics())
    .use(errorAnswers())
    .use(fromCloudFrontOnly())
    .use(
      authorize(route.access, callerHasProAccess, verifyIdToken, {
        member: route.member,
        ...(route.scoped && { scoped: route.scoped }),
        roleOn: memberRoleOn,
      }),
    )
    .use(validateRequest(schemas))
    .use(enforcePlanRule(route.plan, callerPlanState))
    .handler(async (event, context) => {
      // authorize and validateRequest have checked these against the route and its schemas.
      const request = { caller: context.caller, ...context.input, event, context } as HttpRequest<R, S>;
      return toHttpResponse(await handle(request));
    });
  return Object.assign(handler, { route, schemas });
}
