/**
 * Amplify Auth itself, loaded only when someone has a session or opens `/login` (see auth.ts): a visitor's landing
 * page never downloads it.
 */
import { Amplify } from 'aws-amplify';
import { fetchAuthSession, signOut as amplifySignOut, updatePassword } from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';
import type { RuntimeConfig } from '@shared/runtime-config';

export function configureAmplify(config: RuntimeConfig): void {
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
        loginWith: { email: true },
        signUpVerificationMethod: 'code',
      },
    },
  });
}

export async function currentIdToken(): Promise<string | undefined> {
  try {
    const session = await fetchAuthSession();
    return session.tokens?.idToken?.toString();
  } catch {
    // A refresh token that was revoked or has expired: the visitor is simply signed out.
    return undefined;
  }
}

/** Fresh tokens before the outbox replays: a write queued hours ago must not meet an expired session halfway. */
export async function refreshSession(): Promise<void> {
  await fetchAuthSession({ forceRefresh: true });
}

export async function signOut(): Promise<void> {
  await amplifySignOut();
}

/** Cognito's ChangePassword for the signed-in user; the user pool checks the old one and its password rule. */
export async function changePassword(oldPassword: string, newPassword: string): Promise<void> {
  await updatePassword({ oldPassword, newPassword });
}

export function listenToAuthEvents(listener: (event: string) => void): () => void {
  return Hub.listen('auth', ({ payload }) => listener(payload.event));
}
