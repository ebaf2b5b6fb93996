import { RECORD_VERSION_HEADER } from '../../../shared/domain/offline-sync';
import { editHeadersSchema, idParamsSchema } from '../../../shared/schemas/common';
import { queenInputSchema } from '../../../shared/schemas/queen';
import { updateQueen } from '../../lib/data/queens';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { queensRoutes as routes } from '../../routes/queens';

/**
 * PUT /api/queens/{id}: 200 with the edited queen; a status other than heading takes her out of her hive; 400 for
 * heading without a hive; 404 when she or her mother isn't the caller's.
 * 409 with the stored queen when the edit started from another version (RECORD_VERSION_HEADER).
 */
export const handler = httpHandler(
  routes.updateQueen,
  { params: idParamsSchema, body: queenInputSchema, headers: editHeadersSchema },
  async ({ caller, params, body, headers }) =>
    ok(await updateQueen(caller, params.id, body, headers[RECORD_VERSION_HEADER])),
);
