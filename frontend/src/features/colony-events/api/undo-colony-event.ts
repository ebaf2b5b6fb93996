import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';
import { COLONY_EVENT_CHANGES } from './changed-queries';

/** `DELETE /api/colony-events/{id}`: undoes the event (409 with the reason when it can't be). */
export const undoColonyEvent = (id: string) => api.delete(apiPath(routes.deleteColonyEvent, { id }));

export function useUndoColonyEvent() {
  return useInvalidatingMutation(undoColonyEvent, COLONY_EVENT_CHANGES);
}
