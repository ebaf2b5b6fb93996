/**
 * Amplify Auth itself, loaded only when someone has a session or opens `/login` (see auth.ts): a visitor's landing
 * page never downloads it.
 */
import { Amplify } from 'aws-amplify';
import { fetchAuthSession, signOut as amplifySignOut } from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';
import { PASSWORD_POLICY } from '@shared/password-policy';
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
        // The user pool's rule, which the Authenticator checks on the new password of a reset.
        passwordFormat: {
          minLength: PASSWORD_POLICY.minLength,
          requireLowercase: PASSWORD_POLICY.requireLowercase,
          requireUppercase: PASSWORD_POLICY.requireUppercase,
          requireNumbers: PASSWORD_POLICY.requireDigits,
          requireSpecialCharacters: PASSWORD_POLICY.requireSymbols,
        },
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

export async function signOut(): Promise<void> {
  await amplifySignOut();
}

export function listenToAuthEvents(listener: (event: string) => void): () => void {
  return Hub.listen('auth', ({ payload }) => listener(payload.event));
}
