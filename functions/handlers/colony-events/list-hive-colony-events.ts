import { idParamsSchema } from '../../../shared/schemas/common';
import { listHiveColonyEvents } from '../../lib/data/colony-events';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { colonyEventsRoutes as routes } from '../../routes/colony-events';

/** GET /api/hives/{id}/colony-events: the hive's events, newest first; 404 when the hive isn't the caller's. */
export const handler = httpHandler(
  routes.listHiveColonyEvents,
  { params: idParamsSchema },
  async ({ caller, params }) => ok({ events: await listHiveColonyEvents(caller, params.id) }),
);
