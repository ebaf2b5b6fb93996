/**
 * HiveKeeper's one list of API routes. The CDK stack makes one API Gateway route and one Lambda per entry,
 * the local gateway serves the same entries, and each handler reads its own entry for its access level.
 * Nothing else hard-codes a route: add an entry to its area's file in `routes/` (`routes/hives.ts`) when its
 * handler works; a new area is a new file there and one line in `routes/areas.ts`. An area is a folder of
 * `handlers/`, and each entry's handler module is named as the route is (`updateHive`, `hives/update-hive`).
 *
 * Every handler runs on the middy stack of `lib/http/handler.ts`. Answers are JSON (`content-type:
 * application/json`; only the calendar feed answers `text/calendar`): 200 for reads and updates, 201 with the new
 * object for creates, 204 No Content with no body for deletes; errors are `{ "message": ... }`, a 400 adds
 * `"errors": { "<field>": [...] }`.
 */
import type { PlanRule } from '../shared/plans';
import * as areaRoutes from './routes/areas';

/** Where the API is served on the site's origin: every route path starts with it. */
export const API_BASE_PATH = '/api';

export const ACCESS_LEVELS = ['public', 'optional', 'user', 'pro', 'admin'] as const;
/**
 * public: no token; optional: signed in or not (the caller when a valid ID token comes, none without a token, 401
 * for a token that fails); user: any signed-in user; pro: Pro access (402 otherwise); admin: `admins` group (403
 * otherwise).
 */
export type Access = (typeof ACCESS_LEVELS)[number];

/**
 * What a handler may touch; the stack turns each grant into a least-privilege IAM policy. `uploads:*` act on the
 * beekeepers' files in the uploads bucket only: read = GET and HEAD (also presigning a download and the source
 * of a copy), write = PUT (presigning an upload, the target of a copy), delete = DELETE. `payments:secrets` reads
 * the stage's Stripe secret key and webhook secret from SSM (nothing on a stage without Stripe). `mail:send` sends
 * e-mail from the stage's SES sender; `admins:list` lists the members of the user pool's `admins` group;
 * `content:generate` invokes the stage's two Bedrock models (nothing on a stage without Bedrock); `marketing:*` act
 * on the admins' marketing images (`marketing/` in the uploads bucket) only, like `uploads:*` on the beekeepers';
 * `exports:*` act on the beekeepers' exports of their accounts (`users/<userId>/exports/` in the uploads bucket)
 * only, write including the object's expiry tag; `jobs:start` starts the scheduled jobs of `jobs.ts` now (an
 * asynchronous invoke of their functions only); `reminders:secret` reads the stage's signing secret of reminder
 * e-mails' unsubscribe links and the site's origin from SSM (nothing on a stage without the secret).
 * For deleting accounts only: `table:batch-delete` sends BatchWriteItem (25 deletes a request), `uploads:list`
 * lists the beekeepers' prefixes in the uploads bucket, and `users:delete` deletes a user from the user pool.
 */
export type Grant =
  | 'table:read'
  | 'table:write'
  | 'table:batch-delete'
  | 'uploads:read'
  | 'uploads:write'
  | 'uploads:delete'
  | 'uploads:list'
  | 'payments:secrets'
  | 'mail:send'
  | 'admins:list'
  | 'users:delete'
  | 'content:generate'
  | 'marketing:read'
  | 'marketing:write'
  | 'marketing:delete'
  | 'exports:read'
  | 'exports:write'
  | 'exports:delete'
  | 'jobs:start'
  | 'reminders:secret';

export interface RouteDefinition {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** API Gateway path syntax, for example `/api/hives/{id}`. */
  path: string;
  /** Module under `functions/handlers/`, without extension; it exports `handler`. */
  handler: string;
  access: Access;
  grants: readonly Grant[];
  /**
   * The plan rule of `shared/plans.ts` (`canDo`) the caller must pass, after the access level and the request's
   * validation: 402 otherwise. With `when`, only for a body whose `field` holds one of those values (an upload's
   * purpose, an export's format).
   */
  plan?: PlanRule;
}

/** Every area's entries in one table, typed entry by entry: `RouteName` is the union of their names. */
export const routes = Object.assign({}, ...Object.values(areaRoutes)) as AllOf<
  (typeof areaRoutes)[keyof typeof areaRoutes]
>;

export type RouteName = keyof typeof routes;

/** The one object with the properties of every object of the union `U` (each area's entries). */
type AllOf<U> = { [K in keyof Intersection<U>]: Intersection<U>[K] };
type Intersection<U> = (U extends unknown ? (of: U) => void : never) extends (of: infer I) => void ? I : never;

/**
 * Handler modules that are no route: the user pool's triggers. The stack attaches them to the pool, and the local
 * user pool calls the same modules (PostConfirmation after each confirmed sign-up).
 */
export const TRIGGER_HANDLERS = { postConfirmation: 'auth/post-confirmation' } as const;
export const routeList = Object.entries(routes).map(([name, route]) => ({ name: name as RouteName, ...route }));
