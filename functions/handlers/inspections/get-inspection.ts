import { idParamsSchema } from '../../../shared/schemas/common';
import { getInspection } from '../../lib/data/inspections';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { inspectionsRoutes as routes } from '../../routes/inspections';

/** GET /api/inspections/{id}: the caller's inspection with its hive's name; 404 when it isn't theirs. */
export const handler = httpHandler(routes.getInspection, { params: idParamsSchema }, async ({ caller, params }) =>
  ok(await getInspection(caller, params.id)),
);
