import { exportRequestSchema } from '../../../shared/schemas/account-export';
import { createExport, toAccountExport } from '../../lib/data/account-exports';
import { ensureUser } from '../../lib/data/users';
import { httpHandler } from '../../lib/http/handler';
import { accepted } from '../../lib/http/responses';
import { jobStarter } from '../../lib/jobs/provider';
import { logger } from '../../lib/logger';
import { accountRoutes as routes } from '../../routes/account';

/**
 * POST /api/account/exports: asks for an export of the caller's account and answers 202 with it, pending; the
 * `buildAccountExports` job starts at once to build it (and its schedule takes it up should the start fail). JSON
 * for everyone, the ZIP of reports for Pro (402 otherwise: the route's plan rule); 409 while one of theirs is being made, 429 past the
 * day's exports.
 */
export const handler = httpHandler(
  routes.startAccountExport,
  { body: exportRequestSchema },
  async ({ caller, body }) => {
    // The job reads the profile from the user item: a caller whose first request this is gets theirs now.
    await ensureUser(caller);
    const record = await createExport(caller, body.format);
    try {
      await jobStarter().start('buildAccountExports', { job: 'buildAccountExports', requestedBy: caller.userId });
    } catch (error) {
      logger.warn('The account exports job did not start: its schedule will build the export', { error });
    }
    return accepted(toAccountExport(record, null));
  },
);
