import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { NEXT_CURSOR_HEADER } from '@shared/domain/paging';
import type { MarketingContent } from '@shared/schemas/marketing';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';

export const marketingContentQueryKey = () => ['marketing-content'] as const;

/** `GET /api/marketing-content` (admins): the generated content, newest first, page by page. */
export const getMarketingContentPage = (cursor: string | undefined) =>
  api.getPage<MarketingContent>(apiPath(routes.listMarketingContent, {}, { cursor }), NEXT_CURSOR_HEADER);

export const marketingContentQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: marketingContentQueryKey(),
    queryFn: ({ pageParam }) => getMarketingContentPage(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

/** The list; `refetchEvery` (ms) while a started generation hasn't shown its pieces yet. */
export function useMarketingContent({ refetchEvery }: { refetchEvery?: number | false } = {}) {
  return useInfiniteQuery({ ...marketingContentQueryOptions(), refetchInterval: refetchEvery ?? false });
}
