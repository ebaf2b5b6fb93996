import { PASSWORD_RULE_SUMMARY } from '@shared/password-policy';

/**
 * Cognito's and Amplify's errors in plain words for a beekeeper, by error name (the same in the cloud and in the
 * local pool) and, where one name covers several cases, by Cognito's message. Anything else gets a general
 * sentence: the raw text means nothing to a beekeeper and is logged to the console instead.
 */
export const AUTH_ERROR_MESSAGES = {
  accountExists:
    'An account with this e-mail address already exists. Sign in, or reset your password if you have forgotten it.',
  wrongCredentials: 'The e-mail address or password is not right. Check both and try again.',
  noSuchAccount: 'There is no HiveKeeper account with this e-mail address. Check it, or create an account.',
  accountDisabled: 'This account has been turned off. Contact HiveKeeper support to turn it back on.',
  tooManyAttempts: 'Too many attempts in a short time. Wait a few minutes, then try again.',
  wrongCode: 'That code is not right. Check the latest e-mail from HiveKeeper and enter its code.',
  expiredCode: 'That code has expired. Ask for a new code and enter the one in the latest e-mail.',
  weakPassword: `This password is not accepted. ${PASSWORD_RULE_SUMMARY}`,
  notConfirmed: 'This account is not confirmed yet. Enter the code we e-mailed you when you signed up.',
  resetRequired: 'This password has to be changed. Choose Forgot your password? and follow the e-mail we send.',
  codeNotSent: 'HiveKeeper could not send the code. Check the e-mail address and try again.',
  sessionExpired: 'This step took too long and has expired. Please start again.',
  offline: 'HiveKeeper cannot reach the sign-in service. Check your connection and try again.',
  unknown: 'Something went wrong while signing you in. Please try again in a moment.',
} as const;

type PlainMessage = (typeof AUTH_ERROR_MESSAGES)[keyof typeof AUTH_ERROR_MESSAGES];

const BY_NAME: Record<string, PlainMessage> = {
  UsernameExistsException: AUTH_ERROR_MESSAGES.accountExists,
  AliasExistsException: AUTH_ERROR_MESSAGES.accountExists,
  UserNotFoundException: AUTH_ERROR_MESSAGES.noSuchAccount,
  CodeMismatchException: AUTH_ERROR_MESSAGES.wrongCode,
  ExpiredCodeException: AUTH_ERROR_MESSAGES.expiredCode,
  LimitExceededException: AUTH_ERROR_MESSAGES.tooManyAttempts,
  TooManyRequestsException: AUTH_ERROR_MESSAGES.tooManyAttempts,
  TooManyFailedAttemptsException: AUTH_ERROR_MESSAGES.tooManyAttempts,
  PasswordResetRequiredException: AUTH_ERROR_MESSAGES.resetRequired,
  InvalidPasswordException: AUTH_ERROR_MESSAGES.weakPassword,
  UserNotConfirmedException: AUTH_ERROR_MESSAGES.notConfirmed,
  CodeDeliveryFailureException: AUTH_ERROR_MESSAGES.codeNotSent,
  NetworkError: AUTH_ERROR_MESSAGES.offline,
};

/** NotAuthorizedException covers several refusals; Cognito's message tells them apart. */
function notAuthorizedMessage(message: string): PlainMessage {
  if (/disabled/i.test(message)) return AUTH_ERROR_MESSAGES.accountDisabled;
  if (/attempts exceeded/i.test(message)) return AUTH_ERROR_MESSAGES.tooManyAttempts;
  if (/session is expired|invalid session/i.test(message)) return AUTH_ERROR_MESSAGES.sessionExpired;
  return AUTH_ERROR_MESSAGES.wrongCredentials;
}

/** The plain sentence for an error thrown by a sign-in, sign-up or password-reset call. */
export function plainAuthErrorMessage(error: unknown): PlainMessage {
  const { name, message } = error instanceof Error ? error : { name: '', message: '' };
  if (name === 'NotAuthorizedException') return notAuthorizedMessage(message);
  return BY_NAME[name] ?? AUTH_ERROR_MESSAGES.unknown;
}
