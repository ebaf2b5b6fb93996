import { idParamsSchema } from '../../../shared/schemas/common';
import { getQueen } from '../../lib/data/queens';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { queensRoutes as routes } from '../../routes/queens';

/** GET /api/queens/{id}: the caller's queen with her mother's name, her hives and her rollup; 404 when not theirs. */
export const handler = httpHandler(routes.getQueen, { params: idParamsSchema }, async ({ caller, params }) =>
  ok(await getQueen(caller, params.id)),
);
