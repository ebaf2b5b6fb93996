import { idParamsSchema } from '../../../shared/schemas/common';
import { deleteColonyEvent } from '../../lib/data/colony-events';
import { httpHandler } from '../../lib/http/handler';
import { noContent } from '../../lib/http/responses';
import { colonyEventsRoutes as routes } from '../../routes/colony-events';

/**
 * DELETE /api/colony-events/{id}: 204 once the event is undone (its hives, queens, counts and open follow-ups as
 * before it); 404 when it isn't the caller's; 409 saying why when it can't be undone.
 */
export const handler = httpHandler(routes.deleteColonyEvent, { params: idParamsSchema }, async ({ caller, params }) => {
  await deleteColonyEvent(caller, params.id);
  return noContent();
});
