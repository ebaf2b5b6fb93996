import { listLiveExports, toAccountExport } from '../../lib/data/account-exports';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { accountRoutes as routes } from '../../routes/account';

/**
 * GET /api/account/exports: the caller's exports of the last day, newest first, without download links (the
 * export's own route gives one), so a profile opened again finds the export still being made, or made, for them.
 */
export const handler = httpHandler(routes.listAccountExports, {}, async ({ caller }) =>
  ok((await listLiveExports(caller)).map((record) => toAccountExport(record, null))),
);
