import { getTeam } from '../../lib/data/team';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { teamRoutes as routes } from '../../routes/team';

/** GET /api/team: the account's members and invitations, for its owner (or a member who is an owner). */
export const handler = httpHandler(routes.getTeam, {}, async ({ caller }) => ok(await getTeam(caller)));
