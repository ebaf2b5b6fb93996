import { ACCOUNT_DELETION_MESSAGES } from '../../../shared/messages';
import { accountDeletionInputSchema, type AccountDeletionAck } from '../../../shared/schemas/account';
import { paymentProvider } from '../../lib/billing/provider';
import { markAccountForDeletion } from '../../lib/data/account-deletion';
import { getUser } from '../../lib/data/users';
import { httpHandler } from '../../lib/http/handler';
import { accepted } from '../../lib/http/responses';
import { jobStarter } from '../../lib/jobs/provider';
import { logger } from '../../lib/logger';
import { authRoutes as routes } from '../../routes/auth';

/**
 * DELETE /api/account: after the typed confirmation (400 otherwise, nothing changed), ends the caller's
 * subscription now, marks the account as being deleted (the app's start answers 410 from then on, in every tab)
 * and starts the deletion job, which removes the rest in the background (or, should it not start, its schedule
 * within minutes); 202 at once. The subscription goes first:
 * if the provider fails, the account is left as it was and the beekeeper can try again.
 */
export const handler = httpHandler(routes.deleteAccount, { body: accountDeletionInputSchema }, async ({ caller }) => {
  const user = await getUser(caller.userId);
  if (user?.subscriptionId !== undefined && user.subscriptionStatus !== 'canceled') {
    await (await paymentProvider()).cancelNow(user.subscriptionId);
  }
  await markAccountForDeletion(caller);
  try {
    await jobStarter().start('finishAccountDeletions', { job: 'finishAccountDeletions', requestedBy: caller.userId });
  } catch (error) {
    // The account is marked and listed: the job's schedule finishes it within minutes.
    logger.warn('The account deletion job did not start: its schedule will finish the deletion', { error });
  }
  return accepted<AccountDeletionAck>({ success: true, message: ACCOUNT_DELETION_MESSAGES.deleted });
});
