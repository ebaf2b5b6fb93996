import { idParamsSchema } from '../../../shared/schemas/common';
import { getHive } from '../../lib/data/hives';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { hivesRoutes as routes } from '../../routes/hives';

/** GET /api/hives/{id}: the caller's hive with its apiary's name and queen's age; 404 when it isn't theirs. */
export const handler = httpHandler(routes.getHive, { params: idParamsSchema }, async ({ caller, params }) =>
  ok(await getHive(caller, params.id)),
);
