import { getWinterLosses } from '../../lib/data/winter-losses';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { winterLossesRoutes as routes } from '../../routes/winter-losses';

/**
 * GET /api/winter-losses: every winter begun by today in which the caller kept colonies, newest first, with the
 * COLOSS figures (colonies going into winter, lost by cause, the loss rate) per apiary and in total.
 */
export const handler = httpHandler(routes.getWinterLosses, {}, async ({ caller }) => ok(await getWinterLosses(caller)));
