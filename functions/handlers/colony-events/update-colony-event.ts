import { RECORD_VERSION_HEADER } from '../../../shared/domain/offline-sync';
import { editHeadersSchema, idParamsSchema } from '../../../shared/schemas/common';
import { colonyEventUpdateSchema } from '../../../shared/schemas/colony-event';
import { updateColonyEvent } from '../../lib/data/colony-events';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { colonyEventsRoutes as routes } from '../../routes/colony-events';

/**
 * PUT /api/colony-events/{id}: 200 with the event, its notes changed; 404 when it isn't the caller's; 409 with the
 * stored event when the edit started from another version (RECORD_VERSION_HEADER).
 */
export const handler = httpHandler(
  routes.updateColonyEvent,
  { params: idParamsSchema, body: colonyEventUpdateSchema, headers: editHeadersSchema },
  async ({ caller, params, body, headers }) =>
    ok(await updateColonyEvent(caller, params.id, body, headers[RECORD_VERSION_HEADER])),
);
