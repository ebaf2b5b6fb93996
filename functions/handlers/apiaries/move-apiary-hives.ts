import { VALIDATION } from '../../../shared/messages';
import { moveHivesInputSchema } from '../../../shared/schemas/apiary';
import { idParamsSchema } from '../../../shared/schemas/common';
import { BadRequestError } from '../../lib/errors';
import { moveApiaryHives } from '../../lib/data/hive-moves';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { recordBusinessMetric } from '../../lib/metrics';
import { apiariesRoutes as routes } from '../../routes/apiaries';

/**
 * POST /api/apiaries/{id}/move-hives: moves every hive of the apiary to `toApiaryId` and answers both apiaries with
 * their new hive counts. 404 when either apiary is not the caller's; 400 when the two are the same apiary.
 */
export const handler = httpHandler(
  routes.moveApiaryHives,
  { params: idParamsSchema, body: moveHivesInputSchema },
  async ({ caller, params, body }) => {
    if (body.toApiaryId === params.id) throw new BadRequestError({ toApiaryId: [VALIDATION.moveToSameApiary] });
    const moved = await moveApiaryHives(caller, params.id, body.toApiaryId);
    recordBusinessMetric('apiaryHivesMoved');
    return ok(moved);
  },
);
