import { signIn, signUp, type SignInInput, type SignUpInput } from 'aws-amplify/auth';
import type { RuntimeConfig } from '@shared/runtime-config';

/**
 * The Authenticator's calls for the user pool at hand. Cognito in the cloud signs in with SRP (Amplify's default,
 * so nothing changes); the local user pool has no SRP, so there every sign-in, including the automatic one after
 * a confirmed sign-up, uses USER_PASSWORD_AUTH, which only the local app client allows.
 */
export function authenticatorServices(authFlowType: RuntimeConfig['authFlowType']) {
  if (authFlowType !== 'USER_PASSWORD_AUTH') return undefined;
  return {
    handleSignIn: ((input: SignInInput) =>
      signIn({ ...input, options: { ...input.options, authFlowType: 'USER_PASSWORD_AUTH' } })) as typeof signIn,
    handleSignUp: ((input: SignUpInput) =>
      signUp({
        ...input,
        options: {
          ...input.options,
          userAttributes: input.options?.userAttributes ?? {},
          autoSignIn: input.options?.autoSignIn ? { authFlowType: 'USER_PASSWORD_AUTH' } : false,
        },
      })) as typeof signUp,
  };
}
