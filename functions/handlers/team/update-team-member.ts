import { teamMemberInputSchema, userIdParamsSchema } from '../../../shared/schemas/team';
import { updateTeamMember } from '../../lib/data/team';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { teamRoutes as routes } from '../../routes/team';

/** PATCH /api/team/members/{id} (Pro): the member with their new role, from their next request; 404 for none. */
export const handler = httpHandler(
  routes.updateTeamMember,
  { params: userIdParamsSchema, body: teamMemberInputSchema },
  async ({ caller, params, body }) => ok(await updateTeamMember(caller, params.id, body)),
);
