/**
 * The visitor feedback job (`jobs.ts`): tells every admin, in one notice, of the feedback visitors sent since its
 * last run. A visitor's POST writes only the feedback and a count, so its request never reads the admins' directory.
 */
import type { Context } from 'aws-lambda';
import type { JobEvent } from '../../jobs';
import { config } from '../../lib/config';
import { logger } from '../../lib/logger';
import { notifyAdminsOfVisitorFeedback } from '../../lib/notifications/feedback-notice';

export async function handler(_event: JobEvent, context?: Context): Promise<{ announced: number }> {
  if (context) logger.addContext(context);
  const { userPoolId } = config.userPool;
  if (!userPoolId) throw new Error('No USER_POOL_ID: the admins of visitor feedback cannot be found');
  const announced = await notifyAdminsOfVisitorFeedback(userPoolId);
  if (announced > 0) logger.info('Visitor feedback announced to the admins', { announced });
  return { announced };
}
