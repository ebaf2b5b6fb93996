import { inspectionInputSchema } from '../../../shared/schemas/inspection';
import { createInspection } from '../../lib/data/inspections';
import { httpHandler } from '../../lib/http/handler';
import { created } from '../../lib/http/responses';
import { routes } from '../../routes';

/** POST /api/inspections: 201 with the inspection, the hive's health updated with it; 404 when the hive isn't theirs. */
export const handler = httpHandler(routes.createInspection, { body: inspectionInputSchema }, async ({ caller, body }) =>
  created(await createInspection(caller, body)),
);
