/**
 * What the admins hear of a new account, the same for a real sign-up (the PostConfirmation trigger) and for the
 * admin's test (POST /api/test/simulate-signup): a `new_user_signup` notification for each admin and an e-mail
 * to each admin's address, in the language of the admin's profile.
 */
import { SOURCE_LOCALE, type Locale } from '../../../shared/i18n/locales';
import { SUBSCRIPTION_PLAN_NAMES, type SubscriptionPlan } from '../../../shared/plans';
import { adminDirectory, type AdminDirectory } from '../admins/admin-directory';
import { createAdminNotifications, type AdminNotice } from '../data/admin-notices';
import { profileLanguages } from '../data/users';
import { logger } from '../logger';
import type { Mail, Mailer } from '../mail/mailer';
import { mailer } from '../mail/provider';
import { signupEmailMessages } from './signup-email-messages';

export interface Signup {
  email: string;
  name?: string;
  username?: string;
  subscriptionTier: SubscriptionPlan;
  /** The new account's Cognito `sub` (a real sign-up; the admin's simulated one has none). */
  userId?: string;
}

function who({ email, name, username }: Signup): string {
  const handle = username ? `, @${username}` : '';
  return name ? `${name} (${email}${handle})` : `${email}${username ? ` (@${username})` : ''}`;
}

export function signupNotice(signup: Signup): AdminNotice {
  return {
    type: 'new_user_signup',
    title: 'New user signup',
    message: `${who(signup)} joined HiveKeeper on the ${SUBSCRIPTION_PLAN_NAMES[signup.subscriptionTier]} plan.`,
    code: 'signup',
    params: { who: who(signup), plan: signup.subscriptionTier },
    ...(signup.userId ? { aboutUserId: signup.userId } : {}),
  };
}

/** The e-mail telling an admin of a sign-up, in `locale` (the admin's profile language). */
export function signupEmail(signup: Signup, to: string, locale: Locale = SOURCE_LOCALE): Mail {
  const t = signupEmailMessages(locale);
  const { name, email, username, subscriptionTier: plan } = signup;
  const lines = [
    t('intro'),
    '',
    ...(name ? [t('name', { name })] : []),
    t('email', { email }),
    ...(username ? [t('username', { username })] : []),
    t('plan', { plan }),
    '',
    t('bell'),
  ];
  return { to, subject: t('subject', { email }), text: lines.join('\n') };
}

export interface SignupNotification {
  /** How many admins got the notification (and an e-mail). */
  adminsNotified: number;
}

/**
 * Notifies every admin of the pool's `admins` group, then e-mails each. The notifications are written first, so an
 * e-mail that fails leaves them in place; the failure is logged and thrown after every e-mail was tried.
 */
export async function notifyAdminsOfSignup(
  signup: Signup,
  userPoolId: string,
  services: { directory: AdminDirectory; mailer: Mailer } = { directory: adminDirectory(), mailer: mailer() },
): Promise<SignupNotification> {
  const admins = await services.directory.listAdmins(userPoolId);
  const adminIds = admins.map((admin) => admin.userId);
  const adminsNotified = await createAdminNotifications(adminIds, signupNotice(signup));
  const languages = await profileLanguages(adminIds);
  const sent = await Promise.allSettled(
    admins.map((admin) => services.mailer.send(signupEmail(signup, admin.email, languages.get(admin.userId)))),
  );
  const failures = sent.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failures.length > 0) {
    logger.error('Sign-up e-mail to admins failed', { failed: failures.length, of: admins.length });
    throw new AggregateError(
      failures.map((failure) => failure.reason as unknown),
      `${failures.length} of ${admins.length} sign-up e-mails to admins failed`,
    );
  }
  return { adminsNotified };
}
