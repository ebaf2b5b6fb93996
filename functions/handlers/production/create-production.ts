import { productionInputSchema } from '../../../shared/schemas/production';
import { createProduction } from '../../lib/data/production';
import { httpHandler } from '../../lib/http/handler';
import { created } from '../../lib/http/responses';
import { routes } from '../../routes';

/** POST /api/production (Pro): 201 with the new harvest, counted in the year's tallies; 404 when the hive isn't the caller's. */
export const handler = httpHandler(routes.createProduction, { body: productionInputSchema }, async ({ caller, body }) =>
  created(await createProduction(caller, body)),
);
