import { describe, expect, it } from 'vitest';
import { activateLocale } from '@/lib/i18n/catalog';
import { plainAuthErrorKey, plainAuthErrorMessage } from './auth-error-messages';

/** An error as Amplify throws it for a Cognito refusal: Cognito's type as the name, its text as the message. */
function cognitoError(name: string, message = ''): Error {
  return Object.assign(new Error(message), { name });
}

describe("Cognito's errors in plain words", () => {
  it.each([
    ['UsernameExistsException', 'User already exists', 'error.accountExists'],
    ['NotAuthorizedException', 'Incorrect username or password.', 'error.wrongCredentials'],
    ['NotAuthorizedException', 'User is disabled.', 'error.accountDisabled'],
    ['NotAuthorizedException', 'Password attempts exceeded', 'error.tooManyAttempts'],
    ['NotAuthorizedException', 'Invalid session for the user, session is expired.', 'error.sessionExpired'],
    ['UserNotFoundException', 'Username/client id combination not found.', 'error.noSuchAccount'],
    ['CodeMismatchException', 'Invalid verification code provided, please try again.', 'error.wrongCode'],
    ['ExpiredCodeException', 'Invalid code provided, please request a code again.', 'error.expiredCode'],
    ['LimitExceededException', 'Attempt limit exceeded, please try after some time.', 'error.tooManyAttempts'],
    ['TooManyRequestsException', 'Rate exceeded', 'error.tooManyAttempts'],
    [
      'InvalidPasswordException',
      'Password did not conform with policy: Password not long enough',
      'error.weakPassword',
    ],
    ['UserNotConfirmedException', 'User is not confirmed.', 'error.notConfirmed'],
    ['PasswordResetRequiredException', 'Password reset required for the user', 'error.resetRequired'],
    ['CodeDeliveryFailureException', 'Unable to deliver message', 'error.codeNotSent'],
    ['NetworkError', 'A network error has occurred.', 'error.offline'],
  ] as const)('%s "%s" reads as a plain sentence', (name, message, plain) => {
    expect(plainAuthErrorKey(cognitoError(name, message))).toBe(plain);
  });

  it('states the password rule when a password is refused', () => {
    expect(plainAuthErrorMessage(cognitoError('InvalidPasswordException'))).toBe(
      'This password is not accepted. Use at least 12 characters, with a lowercase letter, an uppercase letter, a number and a symbol.',
    );
  });

  it('says it in the language shown', async () => {
    await activateLocale('de');
    expect(plainAuthErrorMessage(cognitoError('CodeMismatchException'))).toBe(
      'Dieser Code stimmt nicht. Sehen Sie in die neueste E-Mail von HiveKeeper und geben Sie deren Code ein.',
    );
  });

  it('answers anything unknown with a general sentence, never the raw text', () => {
    const raw = 'InternalErrorException: 1 validation error detected: Value at userAttributes failed';
    expect(plainAuthErrorKey(cognitoError('InternalErrorException', raw))).toBe('error.unknown');
    expect(plainAuthErrorKey(new TypeError('Failed to fetch'))).toBe('error.unknown');
    expect(plainAuthErrorKey('a string')).toBe('error.unknown');
    expect(plainAuthErrorMessage(undefined)).toBe(
      'Something went wrong while signing you in. Please try again in a moment.',
    );
  });
});
