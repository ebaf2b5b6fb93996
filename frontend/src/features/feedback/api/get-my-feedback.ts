import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Feedback } from '@shared/schemas/feedback';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';

/** Every feedback read is keyed under this, so a new item or a status change refetches them all. */
export const feedbackQueryKey = () => [apiPath(routes.listFeedback)] as const;

/** `GET /api/feedback`: the signed-in user's own feedback, newest first. */
export const myFeedbackQueryOptions = () =>
  queryOptions({
    queryKey: [...feedbackQueryKey(), 'mine'],
    queryFn: () => api.get<Feedback[]>(apiPath(routes.listFeedback)),
  });

export function useMyFeedback() {
  return useQuery(myFeedbackQueryOptions());
}
