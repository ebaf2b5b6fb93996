import { simulateSignupInputSchema } from '../../../shared/schemas/notification';
import { config } from '../../lib/config';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { notifyAdminsOfSignup } from '../../lib/notifications/signup-notice';
import { notificationsRoutes as routes } from '../../routes/notifications';

/**
 * POST /api/test/simulate-signup: the admins' Test Notification System. Tells every admin of a made-up sign-up
 * through the same code as the PostConfirmation trigger (notification and e-mail); 200 with how many admins it
 * reached.
 */
export const handler = httpHandler(routes.simulateSignup, { body: simulateSignupInputSchema }, async ({ body }) => {
  const { userPoolId } = config.userPool;
  if (!userPoolId) throw new Error('simulate-signup needs USER_POOL_ID: the pool whose admins are told');
  return ok(await notifyAdminsOfSignup(body, userPoolId));
});
