import { PROFILE_MESSAGES } from '@shared/messages';
import { PASSWORD_RULE_SUMMARY } from '@shared/password-policy';
import type { Translate } from '@/lib/i18n/catalog';
import type { profileMessages } from '../messages';

type ProfileKey = NonNullable<(typeof profileMessages)['keys']>;

/**
 * Cognito's refusals of ChangePassword in plain words, by error name (the same in the cloud and the local pool),
 * in the language shown.
 */
export function passwordChangeFailure(error: unknown, t: Translate<ProfileKey>): string {
  const name = error instanceof Error ? error.name : '';
  switch (name) {
    case 'NotAuthorizedException':
      return PROFILE_MESSAGES.currentPasswordWrong;
    case 'InvalidPasswordException':
      return t('password.notAccepted', { rules: PASSWORD_RULE_SUMMARY });
    case 'LimitExceededException':
    case 'TooManyRequestsException':
      return t('password.tooManyAttempts');
    default:
      return PROFILE_MESSAGES.passwordChangeFailed;
  }
}
