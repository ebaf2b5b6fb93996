/**
 * The middy middlewares of HiveKeeper's HTTP stack (assembled in `handler.ts`). What they learn about the
 * request (caller, validated input) they leave on the Lambda context for the handler.
 */
import type middy from '@middy/core';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { z } from 'zod';
import { API_ERRORS } from '../../../shared/messages';
import { messageCodeOf } from '../../../shared/i18n/message-codes';
import { roleMeets, type MemberNeed, type TeamRole } from '../../../shared/domain/teams';
import { canDo, planRuleApplies, type PlanRule, type PlanState } from '../../../shared/plan-rules';
import { isOpenToVisitors, type Access } from '../../route-definition';
import { ACCOUNT_HEADER, callerFromClaims, type Caller } from '../caller';
import type { IdTokenVerifier } from '../id-token';
import {
  BadRequestError,
  EditConflictError,
  ForbiddenError,
  HttpError,
  PaymentRequiredError,
  UnauthorizedError,
  type ErrorAnswer,
} from '../errors';
import { logger } from '../logger';
import { toHttpResponse } from './responses';
import { parseJsonBody, validate } from './validation';

export type HttpEvent = APIGatewayProxyEventV2WithJWTAuthorizer;
export type HttpResponse = APIGatewayProxyStructuredResultV2;

export interface RequestSchemas {
  body?: z.ZodType;
  params?: z.ZodType;
  query?: z.ZodType;
  /** The request headers a route reads (an edit's RECORD_VERSION_HEADER); names arrive lower-case. */
  headers?: z.ZodType;
}

export interface HandlerContext extends Context {
  caller?: Caller;
  input?: { body: unknown; params: unknown; query: unknown; headers: unknown };
}

export type HttpMiddleware = middy.MiddlewareObj<HttpEvent, HttpResponse, Error, HandlerContext>;

/**
 * Known errors answer their status and `{ message, code?, params?, errors? }`: the message's code and parameters
 * (`shared/i18n/message-codes.ts`) let a screen say it in the beekeeper's language. Anything else answers a generic 500; its detail
 * and stack go to the log only, never to the client.
 */
export function errorAnswers(): HttpMiddleware {
  return {
    onError: (request) => {
      const { error, event } = request;
      if (error instanceof HttpError) {
        const answer: ErrorAnswer = { message: error.message, ...messageCodeOf(error.message) };
        if (error instanceof BadRequestError) answer.errors = error.fieldErrors;
        if (error instanceof EditConflictError) answer.current = error.current;
        request.response = toHttpResponse({ statusCode: error.statusCode, body: answer });
        return;
      }
      logger.error('Unhandled error', {
        error: error ?? undefined,
        routeKey: event.routeKey,
        apiRequestId: event.requestContext?.requestId,
      });
      request.response = toHttpResponse({
        statusCode: 500,
        body: { message: API_ERRORS.internal, ...messageCodeOf(API_ERRORS.internal) },
      });
    },
  };
}

/**
 * Whether a caller has Pro access. The answer lives with the stored subscription, in the data layer: the HTTP layer
 * only asks, through this, and `handler.ts` wires the data layer's answer in.
 */
export type ProAccessCheck = (caller: Caller) => Promise<boolean>;

/**
 * Identifies the caller from the verified token's claims (on an optional route without an authorizer, from the
 * token it checks itself) and applies the route's access level (a public or optional route takes the caller when
 * there is one): 401 without a caller, 403 for a non-admin on an admin route, 402 without Pro access on a Pro route.
 */
export function authorize(
  access: Access,
  hasProAccess: ProAccessCheck,
  verifyIdToken?: IdTokenVerifier,
  sharing?: RouteSharing,
): HttpMiddleware {
  return {
    before: async ({ event, context }) => {
      const claims = event.requestContext.authorizer?.jwt?.claims;
      const identified =
        access === 'optional' && claims === undefined
          ? await callerFromSentToken(event.headers?.authorization, verifyIdToken)
          : callerFromClaims(claims);
      const caller =
        identified && sharing ? await actingCaller(identified, event.headers?.[ACCOUNT_HEADER], sharing) : identified;
      context.caller = caller;
      if (isOpenToVisitors({ access })) return;
      if (!caller) throw new UnauthorizedError();
      if (access === 'admin' && !caller.isAdmin) throw new ForbiddenError();
      if (access === 'pro' && !(await hasProAccess(caller))) throw new PaymentRequiredError();
    },
  };
}

/** The role a beekeeper has on a shared account, or null; the data layer's answer wired in by `handler.ts`. */
export type MemberRoleCheck = (
  accountId: string,
  memberId: string,
) => Promise<{ role: TeamRole; name: string; apiaryIds: readonly string[] | null } | null>;

/** What a route declares of members (`member`, `scoped`) and how their membership is read. */
export interface RouteSharing {
  member: MemberNeed | undefined;
  scoped?: true;
  roleOn: MemberRoleCheck;
}

/**
 * The caller as the route acts for them: on their own account without the account header (or naming their own),
 * or on a route that concerns only them (`self`); otherwise on the shared account it names, as its member, when
 * their role there meets the route's need: 403 for no member (never, or no longer), for a role too weak, and for a
 * member of chosen apiaries on a route whose data functions don't keep to them (not `scoped`). Acting for an
 * account, the caller is that account to every check after this (its plan, its records), and no admin.
 */
async function actingCaller(
  caller: Caller,
  accountId: string | undefined,
  { member: need, scoped, roleOn }: RouteSharing,
): Promise<Caller> {
  if (accountId === undefined || accountId === caller.userId || need === undefined || need === 'self') return caller;
  const membership = await roleOn(accountId, caller.userId);
  if (membership === null) throw new ForbiddenError(API_ERRORS.notAMember);
  const { role, name, apiaryIds } = membership;
  if (!roleMeets(role, need)) throw new ForbiddenError(API_ERRORS.roleCannot(need));
  if (apiaryIds !== null && !scoped) throw new ForbiddenError(API_ERRORS.chosenApiariesOnly);
  return {
    userId: accountId,
    email: caller.email,
    emailVerified: caller.emailVerified,
    // The name the team knows the member by, for what they record.
    name,
    groups: [],
    isAdmin: false,
    member: { userId: caller.userId, role, apiaryIds },
  };
}

/**
 * On an optional route no authorizer ran (in the cloud): a request without a token is a visitor's, a token that
 * fails answers 401 as the authorizer would, a valid one names the caller. Locally the gateway checks the token
 * and hands over its claims instead.
 */
async function callerFromSentToken(
  authorization: string | undefined,
  verifyIdToken: IdTokenVerifier | undefined,
): Promise<Caller | undefined> {
  if (!authorization) return undefined;
  if (!verifyIdToken) {
    throw new Error('An optional route was sent a token but has no USER_POOL_ISSUER to check it with');
  }
  const verified = await verifyIdToken(authorization);
  const caller = verified && callerFromClaims(verified);
  if (!caller) throw new UnauthorizedError();
  return caller;
}

/** The caller's plan state; like `ProAccessCheck`, the data layer's answer wired in by `handler.ts`. */
export type PlanStateCheck = (caller: Caller) => Promise<PlanState>;

/**
 * Applies the route's plan rule (`canDo` of shared/plan-rules.ts) once the request is validated, so a rule `when` a body
 * field holds some values reads the parsed body: 402 when the caller's plan state may not.
 */
export function enforcePlanRule(rule: PlanRule | undefined, planStateOf: PlanStateCheck): HttpMiddleware {
  return {
    before: async ({ context }) => {
      if (!rule || !planRuleApplies(rule, context.input?.body)) return;
      if (!context.caller) throw new UnauthorizedError();
      if (!canDo(await planStateOf(context.caller), rule.record, rule.action)) throw new PaymentRequiredError();
    },
  };
}

/**
 * Parses and validates path, query, the headers a route reads and JSON body against the route's schemas (400
 * before anything is written).
 */
export function validateRequest(schemas: RequestSchemas): HttpMiddleware {
  return {
    before: ({ event, context }) => {
      context.input = {
        params: schemas.params && validate(schemas.params, event.pathParameters ?? {}, 'path'),
        query: schemas.query && validate(schemas.query, event.queryStringParameters ?? {}, 'query'),
        headers: schemas.headers && validate(schemas.headers, event.headers ?? {}, 'header'),
        body: schemas.body && validate(schemas.body, parseJsonBody(event.body, event.isBase64Encoded), 'body'),
      };
    },
  };
}
