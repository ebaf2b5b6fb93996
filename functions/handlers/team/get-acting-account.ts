import { getActingAccount } from '../../lib/data/team';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { teamRoutes as routes } from '../../routes/team';

/**
 * GET /api/team/acting: the account the request acts on (the account header's, or the caller's own), with the role
 * the caller acts with and the owner's plan, for the screens' buttons and Pro features.
 */
export const handler = httpHandler(routes.getActingAccount, {}, async ({ caller }) =>
  ok(await getActingAccount(caller)),
);
