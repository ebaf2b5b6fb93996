/**
 * What HiveKeeper's integration tests get from the running local stack, and the helpers they share: confirmed
 * users signed in the way the web app signs in, HTTP calls through the gateway, and the local inbox.
 */
import { randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import { inject } from 'vitest';
import type { ApiAnswer, ApiCallOptions, ApiCaller } from '../api-client';
import { apiAs as apiWithToken, callApi as callGateway } from '../api-client';
import { LOCAL_RESOURCES } from '../settings';
import { ensureConfirmedAccount, localCognitoAdminClient } from '../user-pool';
import type { Tokens } from '../user-pool-api';
import { UserPoolApi } from '../user-pool-api';
import { codeIn, inboxFor as readInbox, type InboxEmail } from '../inbox';

export interface IntegrationStack {
  /** The gateway: web app, /api, /config.json, /cognito. */
  app: string;
  userPoolEndpoint: string;
  /** cognito-local itself (admin calls, token issuer). */
  cognito: string;
  inbox: string;
  dynamoDb: string;
  tableName: string;
  /** s3rver, and the uploads bucket on it. */
  s3: string;
  uploadsBucket: string;
  userPoolId: string;
  userPoolClientId: string;
  issuer: string;
  /** The Open-Meteo stand-in the weather route reaches (`behaveRemotely` switches it). */
  openMeteo: string;
  /** The stack's own webhook secret (random per data folder), to sign test-mode events as its provider does. */
  webhookSecret: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    localStack: IntegrationStack;
  }
}

export function localStack(): IntegrationStack {
  return inject('localStack');
}

/** The user pool as the web app calls it, through the gateway's /cognito. */
export function userPoolApi(clientId = localStack().userPoolClientId): UserPoolApi {
  return new UserPoolApi(localStack().userPoolEndpoint, clientId);
}

export function uniqueEmail(label = 'beekeeper'): string {
  return `${label}-${randomUUID()}@example.com`;
}

export interface TestUser {
  email: string;
  password: string;
  tokens: Tokens;
  /** The Cognito `sub`, HiveKeeper's user id. */
  userId: string;
}

export const TEST_PASSWORD = 'Test-Hive-Password-1!';

/** A confirmed user (in `admins` when asked) with fresh tokens from USER_PASSWORD_AUTH. */
export async function createUser(options: { admin?: boolean; label?: string } = {}): Promise<TestUser> {
  const stack = localStack();
  const email = uniqueEmail(options.label);
  const admin = localCognitoAdminClient(stack.cognito);
  try {
    await ensureConfirmedAccount(admin, stack.userPoolId, {
      email,
      password: TEST_PASSWORD,
      groups: options.admin ? [LOCAL_RESOURCES.adminsGroup] : [],
    });
  } finally {
    admin.destroy();
  }
  const tokens = await userPoolApi().signIn(email, TEST_PASSWORD);
  return { email, password: TEST_PASSWORD, tokens, userId: claimsOf(tokens.idToken).sub as string };
}

/** The claims of a token, unverified: tests read what the pool put in it. */
export function claimsOf(token: string): Record<string, unknown> {
  return decodeJwt(token);
}

/** One HTTP call through the gateway; `idToken` goes in the Authorization header as the web app sends it. */
export function callApi<T = unknown>(
  method: string,
  path: string,
  options: ApiCallOptions = {},
): Promise<ApiAnswer<T>> {
  return callGateway<T>(localStack().app, method, path, options);
}

/** A caller bound to one user's ID token. */
export function apiAs(user: Pick<TestUser, 'tokens'>): ApiCaller {
  return apiWithToken(localStack().app, user.tokens.idToken);
}

/** E-mails the local SES holds for an address, oldest first. */
export function inboxFor(address: string): Promise<InboxEmail[]> {
  return readInbox(localStack().inbox, address);
}

/** The six-digit code of the latest e-mail to an address. */
export async function latestCode(address: string): Promise<string> {
  const emails = await inboxFor(address);
  const code = codeIn(emails.at(-1));
  if (!code) throw new Error(`No code in the local inbox for ${address}: ${JSON.stringify(emails)}`);
  return code;
}
