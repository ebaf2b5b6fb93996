import { colonyEventCreateSchema } from '../../../shared/schemas/colony-event';
import { createColonyEvent } from '../../lib/data/colony-events';
import { httpHandler } from '../../lib/http/handler';
import { createdOrFound } from '../../lib/http/responses';
import { colonyEventsRoutes as routes } from '../../routes/colony-events';

/**
 * POST /api/colony-events: 201 with the event, written with both hives, the queens, the counts and its follow-up
 * tasks; 404 when a hive, apiary or queen isn't the caller's; 409 when a hive is no longer active; 402 when a new
 * hive passes the free plan's limit. With the app's `id`, 200 with the stored event on a replay.
 */
export const handler = httpHandler(
  routes.createColonyEvent,
  { body: colonyEventCreateSchema },
  async ({ caller, body: { id, ...input } }) => createdOrFound(await createColonyEvent(caller, input, id)),
);
