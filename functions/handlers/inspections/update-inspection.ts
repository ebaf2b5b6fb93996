import { RECORD_VERSION_HEADER } from '../../../shared/domain/offline-sync';
import { editHeadersSchema, idParamsSchema } from '../../../shared/schemas/common';
import { inspectionInputSchema } from '../../../shared/schemas/inspection';
import { updateInspection } from '../../lib/data/inspections';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { inspectionsRoutes as routes } from '../../routes/inspections';

/**
 * PUT /api/inspections/{id}: 200 with the edited inspection, the hive's health kept right; 404 when not theirs.
 * 409 with the stored record when the edit started from another version (RECORD_VERSION_HEADER).
 */
export const handler = httpHandler(
  routes.updateInspection,
  { params: idParamsSchema, body: inspectionInputSchema, headers: editHeadersSchema },
  async ({ caller, params, body, headers }) =>
    ok(await updateInspection(caller, params.id, body, headers[RECORD_VERSION_HEADER])),
);
