import { searchQuerySchema } from '../../../shared/schemas/search';
import { searchRecords } from '../../lib/data/search-index';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { searchRoutes as routes } from '../../routes/search';

/**
 * GET /api/search?q=: the caller's hives, apiaries and inspections with every word of `q` (the last matched as a
 * prefix, as it is typed), best first, at most 20, each with its title and the matched text. 400 for an empty or
 * over-long `q`.
 */
export const handler = httpHandler(routes.searchRecords, { query: searchQuerySchema }, async ({ caller, query }) =>
  ok(await searchRecords(caller, query.q)),
);
