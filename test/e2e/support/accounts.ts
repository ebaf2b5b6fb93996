/**
 * Beekeepers for the journeys: fresh accounts made the way an operator makes them (confirmed, no e-mail), data
 * created through HiveKeeper's API with the account's own token, and sign-in through the real `/login` form or, for
 * journeys about something else, a session from the user pool placed where the web app keeps it.
 */
import { randomUUID } from 'node:crypto';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import type { Apiary } from '../../../shared/schemas/apiary';
import type { Hive } from '../../../shared/schemas/hive';
import { routes } from '../../../functions/routes';
import { apiAs, type ApiCaller } from '../../../infra/local/api-client';
import { ensureConfirmedAccount, localCognitoAdminClient } from '../../../infra/local/user-pool';
import { LOCAL_RESOURCES } from '../../../infra/local/settings';
import { UserPoolApi } from '../../../infra/local/user-pool-api';
import { E2E_URLS, e2eUserPool } from './e2e-stack';
import { expectDashboard } from './screens';
import { apiPath } from '../../../functions/api-path';

export interface Account {
  email: string;
  password: string;
}

/** Meets the pool's policy: 12+ characters with upper and lower case, a digit and a symbol. */
export const NEW_ACCOUNT_PASSWORD = 'Spring-Nectar-Flow-2026!';

export function uniqueEmail(label: string): string {
  return `${label}-${randomUUID()}@example.com`;
}

/**
 * A confirmed account nobody has signed in with yet: on the free plan, or in the `admins` group when asked (admins
 * have Pro access, so more than one apiary).
 */
export async function createAccount(label: string, options: { admin?: boolean } = {}): Promise<Account> {
  const account = { email: uniqueEmail(label), password: NEW_ACCOUNT_PASSWORD };
  const admin = localCognitoAdminClient(E2E_URLS.cognito);
  try {
    await ensureConfirmedAccount(admin, e2eUserPool().userPoolId, {
      ...account,
      groups: options.admin ? [LOCAL_RESOURCES.adminsGroup] : [],
    });
  } finally {
    admin.destroy();
  }
  return account;
}

/** HiveKeeper's API called with `account`'s own ID token, as the web app calls it (and `headers`, when given). */
export async function apiFor(account: Account, headers?: Record<string, string>): Promise<ApiCaller> {
  const userPool = new UserPoolApi(E2E_URLS.userPoolEndpoint, e2eUserPool().userPoolClientId);
  const { idToken } = await userPool.signIn(account.email, account.password);
  return apiAs(E2E_URLS.app, idToken, headers);
}

/** Creates one apiary and `hiveCount` hives in it for `account`, through the API as the web app would. */
export async function createApiaryWithHives(account: Account, hiveCount: number): Promise<void> {
  const api = await apiFor(account);
  const apiary = await api<Apiary>(routes.createApiary.method, apiPath(routes.createApiary), {
    name: 'Orchard Apiary',
    location: 'Old orchard, north slope',
  });
  expect(apiary.status, JSON.stringify(apiary.body)).toBe(201);
  for (let number = 1; number <= hiveCount; number++) {
    const hive = await api(routes.createHive.method, apiPath(routes.createHive), {
      name: `Orchard Hive ${number}`,
      apiaryId: apiary.body.id,
      hiveType: 'langstroth',
      frameCount: 10,
    });
    expect(hive.status, JSON.stringify(hive.body)).toBe(201);
  }
}

/**
 * The Ridge Apiary at `latitude` with one hive whose alcohol wash today counted 24 mites in 300 bees: 8 per 100,
 * above the treatment threshold in every month and hemisphere, so its treatment reminder is urgent.
 */
export async function createHiveNeedingTreatment(
  api: ApiCaller,
  { hiveName, latitude }: { hiveName: string; latitude: string },
): Promise<void> {
  const apiary = await api<Apiary>(routes.createApiary.method, apiPath(routes.createApiary), {
    name: 'Ridge Apiary',
    location: 'Behind the barn',
    latitude,
    longitude: '-122.6765',
  });
  expect(apiary.status, JSON.stringify(apiary.body)).toBe(201);
  const hive = await api<Hive>(routes.createHive.method, apiPath(routes.createHive), {
    name: hiveName,
    apiaryId: apiary.body.id,
    hiveType: 'langstroth',
    frameCount: 10,
  });
  expect(hive.status, JSON.stringify(hive.body)).toBe(201);
  const inspection = await api(routes.createInspection.method, apiPath(routes.createInspection), {
    hiveId: hive.body.id,
    inspectionDate: new Date().toISOString().slice(0, 10),
    queenSeen: true,
    eggsPresent: true,
    varroaMethod: 'alcohol_wash',
    varroaMites: 24,
    varroaSampleBees: 300,
  });
  expect(inspection.status, JSON.stringify(inspection.body)).toBe(201);
}

/** Signs in on `/login` like a beekeeper and waits for the dashboard. */
export async function signIn(page: Page, account: Account): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expectDashboard(page);
}

export type Session = Awaited<ReturnType<BrowserContext['storageState']>>;

/** The Cognito `sub` an ID token names: the beekeeper's id in HiveKeeper. */
function subjectOf(idToken: string): string {
  const payload = idToken.split('.')[1] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub: string }).sub;
}

/**
 * `account`'s session as the web app holds it once signed in: the tokens of the pool's USER_PASSWORD_AUTH (the
 * flow the web app uses on the local stack) under Amplify's keys for the app client, in the app's local storage.
 * The `/login` form costs a journey a page load and a round trip; sign-in.spec.ts, newcomer.spec.ts and the profile's
 * new password keep driving it.
 */
export async function sessionOf(account: Account): Promise<Session> {
  const { userPoolClientId } = e2eUserPool();
  const userPool = new UserPoolApi(E2E_URLS.userPoolEndpoint, userPoolClientId);
  const tokens = await userPool.signIn(account.email, account.password);
  const client = `CognitoIdentityServiceProvider.${userPoolClientId}`;
  const user = `${client}.${account.email}`;
  const stored = {
    [`${client}.LastAuthUser`]: account.email,
    [`${user}.idToken`]: tokens.idToken,
    [`${user}.accessToken`]: tokens.accessToken,
    [`${user}.refreshToken`]: tokens.refreshToken,
    [`${user}.clockDrift`]: '0',
    [`${user}.signInDetails`]: JSON.stringify({ loginId: account.email, authFlowType: 'USER_PASSWORD_AUTH' }),
    // Welcomed on an earlier visit (the key of `welcomedFlagKey`, frontend/src/hooks/use-welcome-toast.ts): a
    // welcome toast arriving after a journey opened a dialog would be the top layer and take the dialog's Escape.
    // newcomer.spec.ts signs up through the form and meets the welcome.
    [`hivekeeper.welcomed.${subjectOf(tokens.idToken)}`]: '2026-01-01T00:00:00.000Z',
  };
  const localStorage = Object.entries(stored).map(([name, value]) => ({ name, value }));
  return { cookies: [], origins: [{ origin: E2E_URLS.app, localStorage }] };
}

/**
 * Opens `path` in `page` signed in as `account`, as after a sign-in; on `/`, waits for the dashboard. A fresh
 * account with no apiary is welcomed on the first screen it opens, so such journeys start on `/` as a beekeeper does.
 */
export async function openSignedIn(page: Page, account: Account, path = '/'): Promise<void> {
  await page.context().setStorageState(await sessionOf(account));
  await page.goto(path);
  if (path === '/') await expectDashboard(page);
}
