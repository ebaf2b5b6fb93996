import { PASSWORD_POLICY, PASSWORD_RULE_SUMMARY, PASSWORD_RULES, type PasswordRuleId } from '@shared/password-policy';

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

export const AUTHENTICATOR_VOCABULARY: Record<string, string> = {
  'Signing in': 'Signing in…',
  'Creating Account': 'Creating your account…',
  'Confirm Password': 'Confirm password',
  'Confirmation Code': 'Confirmation code',
  'We Emailed You': 'Check your e-mail',
  'Your code is on the way. To log in, enter the code we emailed to': 'Enter the 6-digit code we e-mailed to',
  'It may take a minute to arrive': 'It can take a minute to arrive',
  Confirming: 'Confirming…',
  'Resend Code': 'Send a new code',
  'Back to Sign In': 'Back to sign in',
  'Reset Password': 'Reset your password',
  'Reset your Password': 'Reset your password',
  'Send code': 'Send code',
  Sending: 'Sending…',
  Submit: 'Save new password',
  Submitting: 'Saving…',
  'Your passwords must match': 'The two passwords are not the same.',
  // Amplify's own check of a reset's new password (configured from the same rule) in HiveKeeper's words.
  ...Object.fromEntries(PASSWORD_RULES.map((rule) => [AMPLIFY_PASSWORD_MESSAGES[rule.id], rule.problem])),
};

const EMAIL = { label: 'Email', placeholder: 'you@example.com', isRequired: true };
const CODE = { label: 'Confirmation code', placeholder: '6-digit code from the e-mail', autocomplete: 'one-time-code' };

/** Each form's fields: labels, placeholders, order, and the rule beside a reset's new password. */
export const AUTHENTICATOR_FORM_FIELDS = {
  signIn: {
    username: { ...EMAIL, autocomplete: 'username' },
    password: { label: 'Password', placeholder: 'Your password' },
  },
  signUp: {
    email: { ...EMAIL, order: 1, autocomplete: 'email' },
    password: { label: 'Password', placeholder: 'Choose a password', order: 2 },
    confirm_password: { label: 'Confirm password', placeholder: 'The same password again', order: 3 },
  },
  confirmSignUp: { confirmation_code: CODE },
  forgotPassword: { username: { ...EMAIL, autocomplete: 'username' } },
  confirmResetPassword: {
    confirmation_code: CODE,
    password: { label: 'New password', placeholder: 'Choose a new password', descriptiveText: PASSWORD_RULE_SUMMARY },
    confirm_password: { label: 'Confirm new password', placeholder: 'The same password again' },
  },
};
