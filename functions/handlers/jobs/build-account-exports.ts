/**
 * The account exports job (`jobs.ts`): started by `POST /api/account/exports` for its beekeeper
 * (`requestedBy`), it builds their pending exports now; on its schedule it sweeps: builds the exports a dead build
 * left unfinished and deletes the expired ones.
 */
import type { Context } from 'aws-lambda';
import type { JobEvent } from '../../jobs';
import { buildPendingExports, sweepExports, type BuildOutcome } from '../../lib/exports/build';
import { logger } from '../../lib/logger';

export async function handler(event: JobEvent, context?: Context): Promise<{ built: BuildOutcome[]; deleted: number }> {
  if (context) logger.addContext(context);
  if (event.requestedBy !== undefined) {
    const built = await buildPendingExports(event.requestedBy);
    logger.info('Account exports built', { requestedBy: event.requestedBy, built });
    return { built, deleted: 0 };
  }
  const swept = await sweepExports();
  logger.info('Account exports swept', { scheduledFor: event.scheduledFor, ...swept });
  return swept;
}
