import { PASSWORD_POLICY, PASSWORD_RULE_SUMMARY, PASSWORD_RULES, type PasswordRuleId } from '@shared/password-policy';
import type { Translate } from '@/lib/i18n/catalog';
import type { authMessages } from '../messages';

/**
 * The Authenticator in HiveKeeper's words: sentence-case labels, our placeholders, and plain messages. Amplify
 * looks each of its English texts up in this vocabulary (I18n) before showing it.
 */
const AMPLIFY_PASSWORD_MESSAGES: Record<PasswordRuleId, string> = {
  length: `Password must have at least ${PASSWORD_POLICY.minLength} characters`,
  lowercase: 'Password must have lower case letters',
  uppercase: 'Password must have upper case letters',
  digit: 'Password must have numbers',
  symbol: 'Password must have special characters',
};

type AuthKey = NonNullable<(typeof authMessages)['keys']>;

/** Amplify's English texts, as it looks them up, and their keys in the auth catalogue. */
const AMPLIFY_TEXTS = {
  'Sign In': 'amplify.signInTab',
  'Create Account': 'amplify.createAccount',
  'Sign in': 'amplify.signInButton',
  'Signing in': 'amplify.signingIn',
  'Creating Account': 'amplify.creatingAccount',
  'Forgot your password?': 'amplify.forgotPassword',
  'Show password': 'amplify.showPassword',
  'Hide password': 'amplify.hidePassword',
  'Confirm Password': 'form.confirmPassword',
  'Confirmation Code': 'form.code',
  'We Emailed You': 'amplify.weEmailedYou',
  'Your code is on the way. To log in, enter the code we emailed to': 'amplify.codeEmailed',
  'It may take a minute to arrive': 'amplify.codeArrival',
  Confirm: 'amplify.confirm',
  Confirming: 'amplify.confirming',
  'Resend Code': 'amplify.resendCode',
  'Back to Sign In': 'amplify.backToSignIn',
  'Reset Password': 'amplify.resetPassword',
  'Reset your Password': 'amplify.resetPassword',
  'Reset your password': 'amplify.resetPassword',
  'Send code': 'amplify.sendCode',
  Sending: 'amplify.sending',
  Submit: 'amplify.submit',
  Submitting: 'amplify.submitting',
  'Your passwords must match': 'amplify.passwordsMustMatch',
} as const satisfies Record<string, AuthKey>;

/** The Authenticator's vocabulary in the language shown (Amplify's I18n looks each English text up in it). */
export function authenticatorVocabulary(t: Translate<AuthKey>): Record<string, string> {
  return {
    ...Object.fromEntries(Object.entries(AMPLIFY_TEXTS).map(([english, key]) => [english, t(key)])),
    // Amplify's own check of a reset's new password (configured from the same rule) in HiveKeeper's words.
    ...Object.fromEntries(PASSWORD_RULES.map((rule) => [AMPLIFY_PASSWORD_MESSAGES[rule.id], rule.problem])),
  };
}

/** Each form's fields in the language shown: labels, placeholders, order, and the rule beside a reset's new password. */
export function authenticatorFormFields(t: Translate<AuthKey>) {
  const email = { label: t('form.email'), placeholder: t('form.emailPlaceholder'), isRequired: true };
  const code = { label: t('form.code'), placeholder: t('form.codePlaceholder'), autocomplete: 'one-time-code' };
  return {
    signIn: {
      username: { ...email, autocomplete: 'username' },
      password: { label: t('form.password'), placeholder: t('form.passwordPlaceholder') },
    },
    signUp: {
      email: { ...email, order: 1, autocomplete: 'email' },
      password: { label: t('form.password'), placeholder: t('form.choosePassword'), order: 2 },
      confirm_password: { label: t('form.confirmPassword'), placeholder: t('form.samePassword'), order: 3 },
    },
    confirmSignUp: { confirmation_code: code },
    forgotPassword: { username: { ...email, autocomplete: 'username' } },
    confirmResetPassword: {
      confirmation_code: code,
      password: {
        label: t('form.newPassword'),
        placeholder: t('form.chooseNewPassword'),
        descriptiveText: PASSWORD_RULE_SUMMARY,
      },
      confirm_password: { label: t('form.confirmNewPassword'), placeholder: t('form.samePassword') },
    },
  };
}
