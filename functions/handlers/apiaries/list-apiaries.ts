import { listApiaries } from '../../lib/data/apiaries';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { apiariesRoutes as routes } from '../../routes/apiaries';

/** GET /api/apiaries: the caller's apiaries, oldest first. */
export const handler = httpHandler(routes.listApiaries, {}, async ({ caller }) => ok(await listApiaries(caller)));
