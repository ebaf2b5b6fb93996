import {
  confirmResetPassword,
  confirmSignIn,
  confirmSignUp,
  resendSignUpCode,
  resetPassword,
  signIn,
  signUp,
  type SignInInput,
  type SignUpInput,
} from 'aws-amplify/auth';
import { passwordProblems } from '@shared/password-policy';
import type { RuntimeConfig } from '@shared/runtime-config';
import { messagesOf } from '@/lib/i18n/catalog';
import { authMessages } from '../messages';
import { plainAuthErrorMessage } from './auth-error-messages';

/**
 * The call as it is, but an error thrown by it reads in plain words (the Authenticator shows its message). Typed
 * as the call itself, so Amplify's functions keep the overloads the Authenticator's services are declared with.
 */
function inPlainWords<Call extends (...args: never[]) => Promise<unknown>>(call: Call): Call {
  const wrapped = async (...args: Parameters<Call>) => {
    try {
      return await call(...args);
    } catch (error) {
      console.error(error);
      throw new Error(plainAuthErrorMessage(error), { cause: error });
    }
  };
  return wrapped as Call;
}

/** USER_PASSWORD_AUTH for every sign-in, including the automatic one after a confirmed sign-up. */
const withPasswordAuth = {
  signIn: (input: SignInInput) =>
    signIn({ ...input, options: { ...input.options, authFlowType: 'USER_PASSWORD_AUTH' } }),
  signUp: (input: SignUpInput) =>
    signUp({
      ...input,
      options: {
        ...input.options,
        userAttributes: input.options?.userAttributes ?? {},
        autoSignIn: input.options?.autoSignIn ? { authFlowType: 'USER_PASSWORD_AUTH' } : false,
      },
    }),
};

/**
 * The Authenticator's calls for the user pool at hand, with Cognito's errors in plain words. Cognito in the cloud
 * signs in with SRP (Amplify's default); the local user pool has no SRP, so there every sign-in uses
 * USER_PASSWORD_AUTH, which only the local app client allows. The sign-up password is checked against HiveKeeper's
 * rule (the form's checklist shows each rule; this keeps Create Account off until they are all met).
 */
export function authenticatorServices(authFlowType: RuntimeConfig['authFlowType']) {
  const passwordAuth = authFlowType === 'USER_PASSWORD_AUTH';
  return {
    handleSignIn: inPlainWords(passwordAuth ? (withPasswordAuth.signIn as typeof signIn) : signIn),
    handleSignUp: inPlainWords(passwordAuth ? (withPasswordAuth.signUp as typeof signUp) : signUp),
    handleConfirmSignIn: inPlainWords(confirmSignIn),
    handleConfirmSignUp: inPlainWords(confirmSignUp),
    handleForgotPassword: inPlainWords(resetPassword),
    handleForgotPasswordSubmit: inPlainWords(confirmResetPassword),
    handleResendSignUpCode: inPlainWords(resendSignUpCode),
    async validateFormPassword(formData: Record<string, string>, touched: Record<string, boolean>) {
      if (!touched.password || passwordProblems(formData.password ?? '').length === 0) return null;
      // Shown under the sign-up password once it has been left with rules still unmet (the checklist says which).
      return { password: messagesOf(authMessages)('passwordNotReady') };
    },
  };
}
