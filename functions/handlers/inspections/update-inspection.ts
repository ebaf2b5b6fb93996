import { idParamsSchema } from '../../../shared/schemas/common';
import { inspectionInputSchema } from '../../../shared/schemas/inspection';
import { updateInspection } from '../../lib/data/inspections';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { routes } from '../../routes';

/** PUT /api/inspections/{id}: 200 with the edited inspection, the hive's health kept right; 404 when not theirs. */
export const handler = httpHandler(
  routes.updateInspection,
  { params: idParamsSchema, body: inspectionInputSchema },
  async ({ caller, params, body }) => ok(await updateInspection(caller, params.id, body)),
);
