import { listHives } from '../../lib/data/hives';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { routes } from '../../routes';

/** GET /api/hives: the caller's hives, oldest first, with apiary name, health status and last inspection. */
export const handler = httpHandler(routes.listHives, {}, async ({ caller }) => ok(await listHives(caller)));
