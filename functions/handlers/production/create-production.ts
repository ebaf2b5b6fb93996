import { productionCreateSchema } from '../../../shared/schemas/production';
import { createProduction } from '../../lib/data/production';
import { httpHandler } from '../../lib/http/handler';
import { createdOrFound } from '../../lib/http/responses';
import { productionRoutes as routes } from '../../routes/production';

/**
 * POST /api/production (Pro): 201 with the new harvest, counted in the year's tallies; 404 when the hive isn't the
 * caller's.
 * With the app's `id`, 200 with the stored record when one of that id exists (a replay: nothing written).
 */
export const handler = httpHandler(
  routes.createProduction,
  { body: productionCreateSchema },
  async ({ caller, body: { id, ...input } }) => createdOrFound(await createProduction(caller, input, id)),
);
