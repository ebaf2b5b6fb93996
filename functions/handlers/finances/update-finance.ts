import { idParamsSchema } from '../../../shared/schemas/common';
import { financialRecordInputSchema } from '../../../shared/schemas/finance';
import { updateFinance } from '../../lib/data/finances';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { routes } from '../../routes';

/**
 * PUT /api/finances/{id} (Pro): 200 with the edited record, its share of the profit and loss moved with it; 404
 * when the record, the hive or the apiary isn't the caller's.
 */
export const handler = httpHandler(
  routes.updateFinance,
  { params: idParamsSchema, body: financialRecordInputSchema },
  async ({ caller, params, body }) => ok(await updateFinance(caller, params.id, body)),
);
