import { financialRecordInputSchema } from '../../../shared/schemas/finance';
import { createFinance } from '../../lib/data/finances';
import { httpHandler } from '../../lib/http/handler';
import { created } from '../../lib/http/responses';
import { routes } from '../../routes';

/**
 * POST /api/finances (Pro; 402 for a free user): 201 with the record, added to the year's profit and loss; 404 when
 * the hive or apiary isn't the caller's.
 */
export const handler = httpHandler(
  routes.createFinance,
  { body: financialRecordInputSchema },
  async ({ caller, body }) => created(await createFinance(caller, body)),
);
