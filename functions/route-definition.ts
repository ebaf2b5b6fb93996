/**
 * What a route-table entry is: its method and path, its handler, who may call it (access level and plan rule) and
 * what its Lambda may touch (grants). Apart from `routes.ts`, which gathers the areas' entries, so that an area's
 * file (`routes/hives.ts`) can name the type without importing the table it is part of.
 */
import type { MemberNeed } from '../shared/domain/teams';
import type { PlanRule } from '../shared/plan-rules';

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
 * `content:generate` invokes the stage's two Bedrock models (nothing on a stage without Bedrock);
 * `transcription:run` starts, reads and deletes HiveKeeper's Amazon Transcribe jobs (nothing on a stage without it); `marketing:*` act
 * on the admins' marketing images (`marketing/` in the uploads bucket) only, like `uploads:*` on the beekeepers';
 * `exports:*` act on the beekeepers' exports of their accounts (`users/<userId>/exports/` in the uploads bucket)
 * only, write including the object's expiry tag; `jobs:start` starts the scheduled jobs of `jobs.ts` now (an
 * asynchronous invoke of their functions only); `reminders:secret` reads the stage's link-signing secret (reminder
 * e-mails' unsubscribe links, exports' photo links) and the site's origin from SSM (nothing on a stage without it).
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
  | 'transcription:run'
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
   * The plan rule of `shared/plan-rules.ts` (`canDo`) the caller must pass, after the access level and the request's
   * validation: 402 otherwise. With `when`, only for a body whose `field` holds one of those values (an upload's
   * purpose, an export's format).
   */
  plan?: PlanRule;
  /**
   * What a member acting on an account shared with them needs for this route (`shared/domain/teams.ts`): viewer to
   * read, editor to record, owner for the account's members and settings, or self for what concerns only the
   * caller's own account. Every route a signed-in beekeeper can call declares it; a public route acts on no account.
   */
  member?: MemberNeed;
  /**
   * The route's data functions keep a member of chosen apiaries to them (`lib/data/member-scope.ts`): what lies
   * outside answers 404 like another beekeeper's, and lists hold only what lies inside. Any other route needing a
   * role refuses such a member (403) before anything is read; a `self` route is theirs alike.
   */
  scoped?: true;
  /**
   * For a route anyone may call (public, optional): false when each request carries a signature checked before any
   * work and its callers rightly send many from one address, so the edge's per-address limit on visitors' requests
   * (`infra/stacks/edge-protection.ts`) would refuse real ones: the payment provider's webhook (a few addresses send
   * every beekeeper's events), an export's photo links (a beekeeper fetching hundreds of photos).
   */
  limitPerAddress?: false;
}

/** Whether anyone may call `route` without signing in: a visitor, or a service that signs its requests. */
export function isOpenToVisitors(route: Pick<RouteDefinition, 'access'>): boolean {
  return route.access === 'public' || route.access === 'optional';
}
