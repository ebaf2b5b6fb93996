/**
 * HiveKeeper's link to Amazon Cognito. The rest of the app asks this module for the ID token (it carries the
 * e-mail and the `admins` group the API reads), for sign-out and for sign-in/out events. Amplify is loaded only
 * when a session is stored in this browser or the `/login` screen asks for it, which keeps it out of a visitor's
 * landing page.
 */
import type * as AmplifyAuthModule from './amplify-auth';
import { runtimeConfig } from './runtime-config';

export type AuthEvent = 'signedIn' | 'signedOut' | 'tokenRefresh_failure';
const RELAYED_EVENTS: readonly string[] = ['signedIn', 'signedOut', 'tokenRefresh_failure'] satisfies AuthEvent[];

type AmplifyAuth = typeof AmplifyAuthModule;

const listeners = new Set<(event: AuthEvent) => void>();
let amplifyAuth: Promise<AmplifyAuth> | undefined;

/** Loads and configures Amplify once; the `/login` screen awaits this before showing the Authenticator. */
export function prepareAuth(): Promise<AmplifyAuth> {
  amplifyAuth ??= import('./amplify-auth').then((module) => {
    module.configureAmplify(runtimeConfig());
    module.listenToAuthEvents((event) => {
      if (!RELAYED_EVENTS.includes(event)) return;
      for (const listener of listeners) listener(event as AuthEvent);
    });
    return module;
  });
  return amplifyAuth;
}

/** Whether Amplify has tokens stored for HiveKeeper's app client in this browser (its own storage key). */
export function hasStoredSession(): boolean {
  return storedSessionUser() !== null;
}

/** Whose tokens Amplify has stored in this browser (their Cognito username), known without loading Amplify. */
export function storedSessionUser(): string | null {
  return window.localStorage.getItem(`CognitoIdentityServiceProvider.${runtimeConfig().userPoolClientId}.LastAuthUser`);
}

/** The current ID token, refreshed by Amplify when it has expired; undefined when nobody is signed in. */
export async function currentIdToken(): Promise<string | undefined> {
  if (!amplifyAuth && !hasStoredSession()) return undefined;
  return (await prepareAuth()).currentIdToken();
}

export async function signOut(): Promise<void> {
  await (await prepareAuth()).signOut();
}

/** Changes the signed-in user's password; Cognito's refusals reject with its error name (`NotAuthorizedException`). */
export async function changePassword(oldPassword: string, newPassword: string): Promise<void> {
  await (await prepareAuth()).changePassword(oldPassword, newPassword);
}

/** Calls `listener` when someone signs in or out; returns the unsubscribe function. */
export function onAuthChange(listener: (event: AuthEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
