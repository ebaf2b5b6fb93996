/**
 * The user pool's PostConfirmation trigger: once a beekeeper confirms their sign-up, every admin gets a
 * `new_user_signup` notification and an e-mail (`lib/notifications/signup-notice.ts`). Cognito attaches it in the
 * cloud (infra/stacks/signup-trigger.ts, named by `TRIGGER_HANDLERS` in routes.ts); locally the user pool's compatibility layer calls this same module after
 * a confirmation. It never blocks a sign-up: whatever fails is logged, and the event goes back to Cognito as is.
 */
import type { Context, PostConfirmationTriggerEvent } from 'aws-lambda';
import { logger } from '../../lib/logger';
import { notifyAdminsOfSignup } from '../../lib/notifications/signup-notice';

export async function handler(
  event: PostConfirmationTriggerEvent,
  context?: Context,
): Promise<PostConfirmationTriggerEvent> {
  if (context) logger.addContext(context);
  // A confirmed password reset fires this trigger too; only a new account is news to the admins.
  if (event.triggerSource !== 'PostConfirmation_ConfirmSignUp') return event;
  const { email, name, preferred_username: username, sub: userId } = event.request.userAttributes;
  if (!email) {
    logger.warn('A confirmed sign-up without an e-mail: the admins are not told', { userName: event.userName });
    return event;
  }
  try {
    const { adminsNotified } = await notifyAdminsOfSignup(
      {
        email,
        subscriptionTier: 'free',
        ...(userId ? { userId } : {}),
        ...(name ? { name } : {}),
        ...(username ? { username } : {}),
      },
      event.userPoolId,
    );
    logger.info('Admins told of a sign-up', { userName: event.userName, adminsNotified });
  } catch (error) {
    logger.error('Telling the admins of a sign-up failed; the sign-up goes on', {
      userName: event.userName,
      error: error as Error,
    });
  }
  return event;
}
