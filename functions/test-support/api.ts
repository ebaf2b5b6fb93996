/**
 * Calls HiveKeeper's handlers by route name, through the handler module each `routes.ts` entry names (as the
 * local gateway and the CDK stack do), on behalf of a test beekeeper with their own fresh user id.
 */
import type { JWTPayload } from 'jose';
import type { SubscriptionPlan, SubscriptionStatus } from '../../shared/plans';
import { UserEntity } from '../lib/data/entities/user';
import { routes, type RouteName } from '../routes';
import { call, idTokenClaims, type Answer, type CallOptions, type Handler } from './http';

const handlers = new Map<RouteName, Promise<Handler>>();

/** The handler the route's module exports, imported once per test file. */
export function handlerOf(name: RouteName): Promise<Handler> {
  let handler = handlers.get(name);
  if (!handler) {
    const moduleUrl = new URL(`../handlers/${routes[name].handler}.ts`, import.meta.url).href;
    handler = import(/* @vite-ignore */ moduleUrl).then((module: { handler: Handler }) => module.handler);
    handlers.set(name, handler);
  }
  return handler;
}

export async function request<T = unknown>(name: RouteName, options: CallOptions = {}): Promise<Answer<T>> {
  return call<T>(await handlerOf(name), routes[name], options);
}

export interface TestBeekeeper {
  claims: JWTPayload;
  userId: string;
  email: string;
  request<T = unknown>(name: RouteName, options?: Omit<CallOptions, 'claims'>): Promise<Answer<T>>;
  /** Calls a `{id}` route for `id`. */
  requestFor<T = unknown>(name: RouteName, id: string, options?: Omit<CallOptions, 'claims'>): Promise<Answer<T>>;
}

/**
 * A signed-in beekeeper no other test knows; `groups` as Cognito puts them in the token (`admins`). `sub` and
 * `email` sign in one whose records a test wrote straight into the table (the commercial account).
 */
export function beekeeper(options: { groups?: string[]; sub?: string; email?: string } = {}): TestBeekeeper {
  const claims = idTokenClaims(options);
  return {
    claims,
    userId: String(claims.sub),
    email: String(claims.email),
    request: (name, callOptions = {}) => request(name, { ...callOptions, claims }),
    requestFor: (name, id, callOptions = {}) => request(name, { ...callOptions, pathParameters: { id }, claims }),
  };
}

/** Sets the subscription fields in the table, as the payments webhook will. */
export async function setSubscription(
  who: TestBeekeeper,
  subscriptionPlan: SubscriptionPlan,
  subscriptionStatus: SubscriptionStatus,
): Promise<void> {
  await UserEntity.upsert({ userId: who.userId })
    .set({ subscriptionPlan, subscriptionStatus })
    .ifNotExists({ email: who.email, hiveCount: 0, apiaryCount: 0 })
    .go();
}
