import { useMutation } from '@tanstack/react-query';
import type { InspectionDraftAnswer, InspectionDraftRequest } from '@shared/schemas/inspection-draft';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';

/**
 * `POST /api/inspection-drafts`: drafts of the inspections a beekeeper's words describe, nothing saved (402 without
 * Pro, 429 over the day's drafts, 502 when the drafter failed). Needs a connection: a draft is never queued.
 */
export function useDraftInspections() {
  return useMutation({
    mutationFn: (request: InspectionDraftRequest) =>
      api.post<InspectionDraftAnswer>(apiPath(routes.draftInspections), request),
  });
}
