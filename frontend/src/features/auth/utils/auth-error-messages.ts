import { PASSWORD_RULE_SUMMARY } from '@shared/password-policy';
import { messagesOf } from '@/lib/i18n/catalog';
import { authMessages } from '../messages';

type AuthKey = NonNullable<(typeof authMessages)['keys']>;
/** A plain sentence's key in the auth catalogue (`error.wrongCode`). */
export type AuthErrorKey = Extract<AuthKey, `error.${string}`>;

/**
 * Cognito's and Amplify's errors in plain words for a beekeeper, by error name (the same in the cloud and in the
 * local pool) and, where one name covers several cases, by Cognito's message. Anything else gets a general
 * sentence: the raw text means nothing to a beekeeper and is logged to the console instead.
 */
const BY_NAME: Record<string, AuthErrorKey> = {
  UsernameExistsException: 'error.accountExists',
  AliasExistsException: 'error.accountExists',
  UserNotFoundException: 'error.noSuchAccount',
  CodeMismatchException: 'error.wrongCode',
  ExpiredCodeException: 'error.expiredCode',
  LimitExceededException: 'error.tooManyAttempts',
  TooManyRequestsException: 'error.tooManyAttempts',
  TooManyFailedAttemptsException: 'error.tooManyAttempts',
  PasswordResetRequiredException: 'error.resetRequired',
  InvalidPasswordException: 'error.weakPassword',
  UserNotConfirmedException: 'error.notConfirmed',
  CodeDeliveryFailureException: 'error.codeNotSent',
  NetworkError: 'error.offline',
};

/** NotAuthorizedException covers several refusals; Cognito's message tells them apart. */
function notAuthorizedKey(message: string): AuthErrorKey {
  if (/disabled/i.test(message)) return 'error.accountDisabled';
  if (/attempts exceeded/i.test(message)) return 'error.tooManyAttempts';
  if (/session is expired|invalid session/i.test(message)) return 'error.sessionExpired';
  return 'error.wrongCredentials';
}

/** Which plain sentence an error thrown by a sign-in, sign-up or password-reset call reads as. */
export function plainAuthErrorKey(error: unknown): AuthErrorKey {
  const { name, message } = error instanceof Error ? error : { name: '', message: '' };
  if (name === 'NotAuthorizedException') return notAuthorizedKey(message);
  return BY_NAME[name] ?? 'error.unknown';
}

/** That sentence in the language shown (the sign-in screen has loaded its messages). */
export function plainAuthErrorMessage(error: unknown): string {
  return messagesOf(authMessages)(plainAuthErrorKey(error), { rules: PASSWORD_RULE_SUMMARY });
}
