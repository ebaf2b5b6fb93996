import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Feedback, FeedbackCategory, FeedbackStatus } from '@shared/schemas/feedback';
import { NEXT_CURSOR_HEADER } from '@shared/domain/paging';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';
import { feedbackQueryKey } from './get-my-feedback';

/** What the admin's list is narrowed to: one status's, one category's, or both. */
export interface FeedbackFilter {
  status?: FeedbackStatus | undefined;
  category?: FeedbackCategory | undefined;
}

/**
 * `GET /api/feedback?admin=true` (admins): everyone's feedback, newest first, filtered, page by page; the next page's
 * cursor comes in the `x-next-cursor` header.
 */
export const getAllFeedbackPage = ({ status, category, cursor }: FeedbackFilter & { cursor?: string | undefined }) =>
  api.getPage<Feedback>(
    apiPath(routes.listFeedback, {}, { admin: 'true', status, category, cursor }),
    NEXT_CURSOR_HEADER,
  );

export const allFeedbackQueryOptions = (filter: FeedbackFilter) =>
  infiniteQueryOptions({
    queryKey: [...feedbackQueryKey(), 'all', filter],
    queryFn: ({ pageParam }) => getAllFeedbackPage({ ...filter, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

export function useAllFeedback(filter: FeedbackFilter) {
  return useInfiniteQuery(allFeedbackQueryOptions(filter));
}
