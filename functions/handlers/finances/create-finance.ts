import { financialRecordCreateSchema } from '../../../shared/schemas/finance';
import { createFinance } from '../../lib/data/finances';
import { httpHandler } from '../../lib/http/handler';
import { createdOrFound } from '../../lib/http/responses';
import { financesRoutes as routes } from '../../routes/finances';

/**
 * POST /api/finances (Pro; 402 for a free user): 201 with the record, added to the year's profit and loss; 404 when
 * the hive or apiary isn't the caller's.
 * With the app's `id`, 200 with the stored record when one of that id exists (a replay: nothing written).
 */
export const handler = httpHandler(
  routes.createFinance,
  { body: financialRecordCreateSchema },
  async ({ caller, body: { id, ...input } }) => createdOrFound(await createFinance(caller, input, id)),
);
