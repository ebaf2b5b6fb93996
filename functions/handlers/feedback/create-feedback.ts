import { feedbackInputSchema } from '../../../shared/schemas/feedback';
import { config } from '../../lib/config';
import { createFeedback } from '../../lib/data/feedback';
import { httpHandler } from '../../lib/http/handler';
import { verifySentIdToken } from '../../lib/http/optional-caller';
import { created } from '../../lib/http/responses';
import { senderAddress } from '../../lib/http/sender-address';
import { logger } from '../../lib/logger';
import { notifyAdminsOfFeedback } from '../../lib/notifications/feedback-notice';
import { feedbackRoutes as routes } from '../../routes/feedback';

/**
 * POST /api/feedback (signed in or not): 201 with the new feedback, status open. Every admin gets a `new_feedback`
 * notification: at once for a beekeeper's, from the announceVisitorFeedback job for a visitor's. A signed-in sender's e-mail is their account's (a `userEmail` in the body is ignored); a
 * visitor's is the one they give, if any. 429 with the rate limit's message when the account (signed in) or the
 * source address (a visitor) sent too much lately; nothing is written then.
 */
export const handler = httpHandler(
  routes.createFeedback,
  { body: feedbackInputSchema },
  async ({ caller, body, event }) => {
    const feedback = await createFeedback(caller, body, senderAddress(event));
    // A visitor's feedback is counted for the announceVisitorFeedback job; a beekeeper's is told at once. It is kept
    // whatever happens to the admins' notice: a failure is logged, not answered.
    const { userPoolId } = config.userPool;
    if (caller && userPoolId) {
      await notifyAdminsOfFeedback({ ...feedback, userId: caller.userId }, userPoolId).catch((error: unknown) =>
        logger.error('Telling the admins of new feedback failed; the feedback is kept', { error: error as Error }),
      );
    } else if (caller) {
      logger.warn('No USER_POOL_ID: the admins are not told of new feedback');
    }
    return created(feedback);
  },
  verifySentIdToken,
);
