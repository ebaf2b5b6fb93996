/**
 * What the admins hear of a new account, the same for a real sign-up (the PostConfirmation trigger) and for the
 * admin's test (POST /api/test/simulate-signup): a `new_user_signup` notification for each admin and an e-mail
 * to each admin's address.
 */
import { SUBSCRIPTION_PLAN_NAMES, type SubscriptionPlan } from '../../../shared/plans';
import { adminDirectory, type AdminDirectory } from '../admins/admin-directory';
import { createAdminNotifications, type AdminNotice } from '../data/admin-notices';
import { logger } from '../logger';
import type { Mail, Mailer } from '../mail/mailer';
import { mailer } from '../mail/provider';

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

export function signupEmail(signup: Signup, to: string): Mail {
  const lines = [
    'A new beekeeper has joined HiveKeeper.',
    '',
    ...(signup.name ? [`Name: ${signup.name}`] : []),
    `E-mail: ${signup.email}`,
    ...(signup.username ? [`Username: ${signup.username}`] : []),
    `Plan: ${SUBSCRIPTION_PLAN_NAMES[signup.subscriptionTier]}`,
    '',
    "The sign-up is also in your notifications: the bell in HiveKeeper's header.",
  ];
  return { to, subject: `New HiveKeeper sign-up: ${signup.email}`, text: lines.join('\n') };
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
  const adminsNotified = await createAdminNotifications(
    admins.map((admin) => admin.userId),
    signupNotice(signup),
  );
  const sent = await Promise.allSettled(admins.map((admin) => services.mailer.send(signupEmail(signup, admin.email))));
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
