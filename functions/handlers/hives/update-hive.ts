import { idParamsSchema } from '../../../shared/schemas/common';
import { hiveInputSchema } from '../../../shared/schemas/hive';
import { updateHive } from '../../lib/data/hives';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { routes } from '../../routes';

/** PUT /api/hives/{id}: 200 with the updated hive; 404 when the hive or the target apiary isn't the caller's. */
export const handler = httpHandler(
  routes.updateHive,
  { params: idParamsSchema, body: hiveInputSchema },
  async ({ caller, params, body }) => ok(await updateHive(caller, params.id, body)),
);
