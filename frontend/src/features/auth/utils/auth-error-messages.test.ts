import { describe, expect, it } from 'vitest';
import { AUTH_ERROR_MESSAGES, plainAuthErrorMessage } from './auth-error-messages';

/** An error as Amplify throws it for a Cognito refusal: Cognito's type as the name, its text as the message. */
function cognitoError(name: string, message = ''): Error {
  return Object.assign(new Error(message), { name });
}

describe("Cognito's errors in plain words", () => {
  it.each([
    ['UsernameExistsException', 'User already exists', AUTH_ERROR_MESSAGES.accountExists],
    ['NotAuthorizedException', 'Incorrect username or password.', AUTH_ERROR_MESSAGES.wrongCredentials],
    ['NotAuthorizedException', 'User is disabled.', AUTH_ERROR_MESSAGES.accountDisabled],
    ['NotAuthorizedException', 'Password attempts exceeded', AUTH_ERROR_MESSAGES.tooManyAttempts],
    ['NotAuthorizedException', 'Invalid session for the user, session is expired.', AUTH_ERROR_MESSAGES.sessionExpired],
    ['UserNotFoundException', 'Username/client id combination not found.', AUTH_ERROR_MESSAGES.noSuchAccount],
    ['CodeMismatchException', 'Invalid verification code provided, please try again.', AUTH_ERROR_MESSAGES.wrongCode],
    ['ExpiredCodeException', 'Invalid code provided, please request a code again.', AUTH_ERROR_MESSAGES.expiredCode],
    [
      'LimitExceededException',
      'Attempt limit exceeded, please try after some time.',
      AUTH_ERROR_MESSAGES.tooManyAttempts,
    ],
    ['TooManyRequestsException', 'Rate exceeded', AUTH_ERROR_MESSAGES.tooManyAttempts],
    [
      'InvalidPasswordException',
      'Password did not conform with policy: Password not long enough',
      AUTH_ERROR_MESSAGES.weakPassword,
    ],
    ['UserNotConfirmedException', 'User is not confirmed.', AUTH_ERROR_MESSAGES.notConfirmed],
    ['PasswordResetRequiredException', 'Password reset required for the user', AUTH_ERROR_MESSAGES.resetRequired],
    ['CodeDeliveryFailureException', 'Unable to deliver message', AUTH_ERROR_MESSAGES.codeNotSent],
    ['NetworkError', 'A network error has occurred.', AUTH_ERROR_MESSAGES.offline],
  ])('%s "%s" reads as a plain sentence', (name, message, plain) => {
    expect(plainAuthErrorMessage(cognitoError(name, message))).toBe(plain);
  });

  it('states the password rule when a password is refused', () => {
    expect(AUTH_ERROR_MESSAGES.weakPassword).toBe(
      'This password is not accepted. Use at least 12 characters, with a lowercase letter, an uppercase letter, a number and a symbol.',
    );
  });

  it('answers anything unknown with a general sentence, never the raw text', () => {
    const raw = 'InternalErrorException: 1 validation error detected: Value at userAttributes failed';
    expect(plainAuthErrorMessage(cognitoError('InternalErrorException', raw))).toBe(AUTH_ERROR_MESSAGES.unknown);
    expect(plainAuthErrorMessage(new TypeError('Failed to fetch'))).toBe(AUTH_ERROR_MESSAGES.unknown);
    expect(plainAuthErrorMessage('a string')).toBe(AUTH_ERROR_MESSAGES.unknown);
    expect(plainAuthErrorMessage(undefined)).toBe(AUTH_ERROR_MESSAGES.unknown);
  });
});
