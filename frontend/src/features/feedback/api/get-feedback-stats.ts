import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeedbackStats } from '@shared/schemas/feedback';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';
import { feedbackQueryKey } from './get-my-feedback';

/** `GET /api/feedback/stats` (admins): the stat cards, kept by the server with every feedback write. */
export const feedbackStatsQueryOptions = () =>
  queryOptions({
    // Under the feedback key, so a status change refetches the cards with the list.
    queryKey: [...feedbackQueryKey(), apiPath(routes.getFeedbackStats)],
    queryFn: () => api.get<FeedbackStats>(apiPath(routes.getFeedbackStats)),
  });

export function useFeedbackStats() {
  return useQuery(feedbackStatsQueryOptions());
}
