import { idParamsSchema } from '../../../shared/schemas/common';
import { getExport, toAccountExport } from '../../lib/data/account-exports';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { downloadOfExport } from '../../lib/exports/download';
import { accountRoutes as routes } from '../../routes/account';

/**
 * GET /api/account/exports/{id}: one of the caller's exports with its progress, and once ready a download link that
 * works for a few minutes (ask again for a new one); 404 for anyone else's and for one expired.
 */
export const handler = httpHandler(routes.getAccountExport, { params: idParamsSchema }, async ({ caller, params }) => {
  const record = await getExport(caller, params.id);
  return ok(toAccountExport(record, await downloadOfExport(record)));
});
