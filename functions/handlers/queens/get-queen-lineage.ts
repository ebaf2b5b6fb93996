import { idParamsSchema } from '../../../shared/schemas/common';
import { getQueenLineage } from '../../lib/data/queens';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { queensRoutes as routes } from '../../routes/queens';

/** GET /api/queens/{id}/lineage: her ancestors, daughters and granddaughters with their rollups; 404 when not theirs. */
export const handler = httpHandler(routes.getQueenLineage, { params: idParamsSchema }, async ({ caller, params }) =>
  ok(await getQueenLineage(caller, params.id)),
);
