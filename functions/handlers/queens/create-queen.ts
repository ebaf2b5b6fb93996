import { queenCreateSchema } from '../../../shared/schemas/queen';
import { createQueen } from '../../lib/data/queens';
import { httpHandler } from '../../lib/http/handler';
import { createdOrFound } from '../../lib/http/responses';
import { queensRoutes as routes } from '../../routes/queens';

/**
 * POST /api/queens: 201 with the new queen; with `hiveId`, heading that hive from today (409 when it has a queen at
 * its head already, 404 when it isn't the caller's); 404 when her mother isn't the caller's queen.
 * With the app's `id`, 200 with the stored queen when one of that id exists (a replay: nothing written).
 */
export const handler = httpHandler(
  routes.createQueen,
  { body: queenCreateSchema },
  async ({ caller, body: { id, ...input } }) => createdOrFound(await createQueen(caller, input, id)),
);
