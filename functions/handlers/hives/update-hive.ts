import { RECORD_VERSION_HEADER } from '../../../shared/domain/offline-sync';
import { editHeadersSchema, idParamsSchema } from '../../../shared/schemas/common';
import { hiveInputSchema } from '../../../shared/schemas/hive';
import { updateHive } from '../../lib/data/hives';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { hivesRoutes as routes } from '../../routes/hives';

/**
 * PUT /api/hives/{id}: 200 with the updated hive; 404 when the hive or the target apiary isn't the caller's; 409
 * with the stored hive when the edit started from another version (RECORD_VERSION_HEADER).
 */
export const handler = httpHandler(
  routes.updateHive,
  { params: idParamsSchema, body: hiveInputSchema, headers: editHeadersSchema },
  async ({ caller, params, body, headers }) =>
    ok(await updateHive(caller, params.id, body, headers[RECORD_VERSION_HEADER])),
);
