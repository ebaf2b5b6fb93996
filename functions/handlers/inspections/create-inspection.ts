import { inspectionCreateSchema } from '../../../shared/schemas/inspection';
import { createInspection } from '../../lib/data/inspections';
import { httpHandler } from '../../lib/http/handler';
import { createdOrFound } from '../../lib/http/responses';
import { inspectionsRoutes as routes } from '../../routes/inspections';

/**
 * POST /api/inspections: 201 with the inspection, the hive's health updated with it; 404 when the hive isn't theirs.
 * With the app's `id`, 200 with the stored record when one of that id exists (a replay: nothing written).
 */
export const handler = httpHandler(
  routes.createInspection,
  { body: inspectionCreateSchema },
  async ({ caller, body: { id, ...input } }) => createdOrFound(await createInspection(caller, input, id)),
);
