/**
 * HiveKeeper's user pool as beekeepers meet it, in the cloud (infra/stacks/auth.ts) and in the local pool
 * (infra/local): the password rule and the e-mails Cognito sends. Cognito fills its own
 * placeholders in the cloud ({####} the code or temporary password, {username} the user name); the local pool
 * calls the same texts with the values.
 */
import { PASSWORD_POLICY as SHARED_PASSWORD_POLICY } from '../shared/password-policy';

/** The shared password rule (shared/password-policy.ts), with what only the cloud pool needs. */
export const PASSWORD_POLICY = {
  ...SHARED_PASSWORD_POLICY,
  /** How long an admin-created account's temporary password works. */
  temporaryPasswordValidityDays: 3,
} as const;

/** The sign-up verification e-mail, with the code. */
export function verificationEmail(code: string) {
  return {
    subject: 'Your HiveKeeper verification code',
    body: `Welcome to HiveKeeper! Your verification code is ${code}`,
  };
}

/** The e-mail of an account an admin created, with its user name and temporary password. */
export function invitationEmail(username: string, temporaryPassword: string) {
  return {
    subject: 'Your HiveKeeper account',
    body: `An account was created for you on HiveKeeper. Sign in as ${username} with the password ${temporaryPassword}`,
  };
}

/** Cognito's placeholders, which the cloud pool's message templates must contain. */
export const COGNITO_PLACEHOLDERS = { code: '{####}', username: '{username}' } as const;
