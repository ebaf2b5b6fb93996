import { PROFILE_MESSAGES } from '@shared/messages';
import { PASSWORD_RULE_SUMMARY } from '@shared/password-policy';

const TOO_MANY_ATTEMPTS = 'Too many attempts in a short time. Wait a few minutes, then try again.';

/** Cognito's refusals of ChangePassword in plain words, by error name (the same in the cloud and the local pool). */
const BY_NAME: Record<string, string> = {
  NotAuthorizedException: PROFILE_MESSAGES.currentPasswordWrong,
  InvalidPasswordException: `This password is not accepted. ${PASSWORD_RULE_SUMMARY}`,
  LimitExceededException: TOO_MANY_ATTEMPTS,
  TooManyRequestsException: TOO_MANY_ATTEMPTS,
};

export function passwordChangeFailure(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  return BY_NAME[name] ?? PROFILE_MESSAGES.passwordChangeFailed;
}
