import { idParamsSchema } from '../../../shared/schemas/common';
import { revokeTeamInvitation } from '../../lib/data/team';
import { httpHandler } from '../../lib/http/handler';
import { noContent } from '../../lib/http/responses';
import { teamRoutes as routes } from '../../routes/team';

/** DELETE /api/team/invitations/{id}: 204, and the invitation's link stops working; 404 for none. */
export const handler = httpHandler(
  routes.revokeTeamInvitation,
  { params: idParamsSchema },
  async ({ caller, params }) => {
    await revokeTeamInvitation(caller, params.id);
    return noContent();
  },
);
