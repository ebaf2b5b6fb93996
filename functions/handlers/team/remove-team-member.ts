import { userIdParamsSchema } from '../../../shared/schemas/team';
import { removeTeamMember } from '../../lib/data/team';
import { httpHandler } from '../../lib/http/handler';
import { noContent } from '../../lib/http/responses';
import { teamRoutes as routes } from '../../routes/team';

/** DELETE /api/team/members/{id}: 204, and the member is refused from their next request; 404 for none. */
export const handler = httpHandler(
  routes.removeTeamMember,
  { params: userIdParamsSchema },
  async ({ caller, params }) => {
    await removeTeamMember(caller, params.id);
    return noContent();
  },
);
