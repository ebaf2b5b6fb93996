import { createHiveLabelsSchema } from '../../../shared/schemas/hive-label';
import { createHiveLabels } from '../../lib/data/hive-labels';
import { httpHandler } from '../../lib/http/handler';
import { created } from '../../lib/http/responses';
import { hiveLabelsRoutes as routes } from '../../routes/hive-labels';

/** POST /api/hive-labels: 201 with the new labels, the chosen hives' first; 404 when a hive isn't the caller's. */
export const handler = httpHandler(
  routes.createHiveLabels,
  { body: createHiveLabelsSchema },
  async ({ caller, body }) => created(await createHiveLabels(caller, body)),
);
