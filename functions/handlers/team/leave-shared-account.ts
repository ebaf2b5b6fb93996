import { userIdParamsSchema } from '../../../shared/schemas/team';
import { leaveSharedAccount } from '../../lib/data/team';
import { httpHandler } from '../../lib/http/handler';
import { noContent } from '../../lib/http/responses';
import { teamRoutes as routes } from '../../routes/team';

/** DELETE /api/team/accounts/{id}: 204, the beekeeper is no longer a member of that account; 404 if they weren't. */
export const handler = httpHandler(
  routes.leaveSharedAccount,
  { params: userIdParamsSchema },
  async ({ caller, params }) => {
    await leaveSharedAccount(caller, params.id);
    return noContent();
  },
);
