import { RECORD_VERSION_HEADER } from '../../../shared/domain/offline-sync';
import { editHeadersSchema } from '../../../shared/schemas/common';
import { labelCodeParamsSchema, updateHiveLabelSchema } from '../../../shared/schemas/hive-label';
import { updateHiveLabel } from '../../lib/data/hive-labels';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { hiveLabelsRoutes as routes } from '../../routes/hive-labels';

/**
 * PUT /api/hive-labels/{code}: 200 with the label assigned to the hive, or blank; 404 when the label or the hive
 * isn't the caller's; 409 with the stored label when the edit started from another version.
 */
export const handler = httpHandler(
  routes.updateHiveLabel,
  { params: labelCodeParamsSchema, body: updateHiveLabelSchema, headers: editHeadersSchema },
  async ({ caller, params, body, headers }) =>
    ok(await updateHiveLabel(caller, params.code, body.hiveId ?? undefined, headers[RECORD_VERSION_HEADER])),
);
