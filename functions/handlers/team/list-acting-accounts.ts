import { listActingAccounts } from '../../lib/data/team';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { teamRoutes as routes } from '../../routes/team';

/** GET /api/team/accounts: the beekeeper's own account and those shared with them, for the header's switcher. */
export const handler = httpHandler(routes.listActingAccounts, {}, async ({ caller }) =>
  ok(await listActingAccounts(caller)),
);
