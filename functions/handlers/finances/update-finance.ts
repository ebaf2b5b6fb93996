import { RECORD_VERSION_HEADER } from '../../../shared/domain/offline-sync';
import { editHeadersSchema, idParamsSchema } from '../../../shared/schemas/common';
import { financialRecordInputSchema } from '../../../shared/schemas/finance';
import { updateFinance } from '../../lib/data/finances';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { financesRoutes as routes } from '../../routes/finances';

/**
 * PUT /api/finances/{id} (Pro): 200 with the edited record, its share of the profit and loss moved with it; 404
 * when the record, the hive or the apiary isn't the caller's.
 * 409 with the stored record when the edit started from another version (RECORD_VERSION_HEADER).
 */
export const handler = httpHandler(
  routes.updateFinance,
  { params: idParamsSchema, body: financialRecordInputSchema, headers: editHeadersSchema },
  async ({ caller, params, body, headers }) =>
    ok(await updateFinance(caller, params.id, body, headers[RECORD_VERSION_HEADER])),
);
