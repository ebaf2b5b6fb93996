import { inspectionDraftRequestSchema } from '../../../shared/schemas/inspection-draft';
import { inspectionDrafter } from '../../lib/content/provider';
import { draftInspections } from '../../lib/data/inspection-drafts';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { inspectionDraftsRoutes as routes } from '../../routes/inspection-drafts';

/**
 * POST /api/inspection-drafts (Pro): 200 with a draft per hive the transcript speaks of, each filled field with the
 * words it came from, and how many drafts the beekeeper has left today; nothing is saved. 404 when the apiary isn't
 * the caller's, 429 past the day's drafts, 502 when the drafter gives nothing usable.
 */
export const handler = httpHandler(
  routes.draftInspections,
  { body: inspectionDraftRequestSchema },
  async ({ caller, body }) => ok(await draftInspections(caller, body, inspectionDrafter())),
);
