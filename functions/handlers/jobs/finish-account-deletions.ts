/**
 * The account deletion job (`jobs.ts`): started by DELETE /api/account for the caller's account (`requestedBy`),
 * and on its schedule as a sweeper finishing every deletion a run left halfway (one Query of the unfinished
 * deletions). It stops starting new steps when the Lambda nears its timeout; the next run goes on from there.
 */
import type { Context } from 'aws-lambda';
import type { JobEvent } from '../../jobs';
import { signInAccounts } from '../../lib/accounts/sign-in-accounts';
import { paymentProvider } from '../../lib/billing/provider';
import {
  finishAccountDeletion,
  listUnfinishedDeletions,
  type DeletionServices,
  type TimeLeft,
} from '../../lib/data/account-deletion';
import { logger } from '../../lib/logger';
import { mailer } from '../../lib/mail/provider';
import { deleteOnePageUnder } from '../../lib/uploads/bucket';

/** Time kept back for the step under way when the budget is looked at: a Query page and its batches, or a page of files. */
const TIME_RESERVE_MS = 30_000;

export interface DeletionRunOutcome {
  finished: number;
  unfinished: number;
  /** Everything gone but the marked user item, while tokens signed before the sign-in went may still write. */
  waiting: number;
}

/** Finishes the requested deletion, or on a schedule every unfinished one, while `timeLeft` allows. */
export async function runAccountDeletions(
  event: JobEvent,
  timeLeft: TimeLeft,
  services: DeletionServices,
): Promise<DeletionRunOutcome> {
  const userIds = event.requestedBy === undefined ? await listUnfinishedDeletions() : [event.requestedBy];
  const outcome: DeletionRunOutcome = { finished: 0, unfinished: 0, waiting: 0 };
  for (const userId of userIds) {
    // One deletion's failure (the payment provider down) holds up no other: the next run tries it again.
    const result = timeLeft()
      ? await finishAccountDeletion(userId, timeLeft, services).catch((error: unknown) => {
          logger.error('An account deletion failed; the next run goes on with it', { userId, error: error as Error });
          return 'unfinished' as const;
        })
      : 'unfinished';
    outcome[result === 'done' ? 'finished' : result] += 1;
  }
  return outcome;
}

function deletionServices(): DeletionServices {
  return {
    signInAccounts: signInAccounts(),
    deleteFilesPageUnder: deleteOnePageUnder,
    cancelSubscriptionNow: async (subscriptionId) => (await paymentProvider()).cancelNow(subscriptionId),
    mailer: mailer(),
  };
}

export async function handler(event: JobEvent, context?: Context): Promise<DeletionRunOutcome> {
  if (context) logger.addContext(context);
  const timeLeft: TimeLeft = () => !context || context.getRemainingTimeInMillis() > TIME_RESERVE_MS;
  const outcome = await runAccountDeletions(event, timeLeft, deletionServices());
  logger.info('Account deletions run', { ...outcome, requestedBy: event.requestedBy });
  return outcome;
}
