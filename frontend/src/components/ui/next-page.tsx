import { LoadError } from './load-error';
import { LoadMore } from './load-more';
import { useMessages } from '@/lib/i18n/catalog';
import { commonMessages } from '../messages';

/** What a paged list's end needs of its infinite query. */
interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
  data?: { pages: readonly unknown[] } | undefined;
}

/**
 * The end of a paged list: Load more (also as it scrolls into view) while there is a next page, or, when loading it
 * failed, what went wrong with a retry. Nothing once the last page is in.
 */
export function NextPage({ query, what }: { query: PagedQuery; what: string }) {
  const t = useMessages(commonMessages);
  if (query.isFetchNextPageError) {
    return <LoadError what={t('moreOf', { what })} onRetry={() => void query.fetchNextPage()} />;
  }
  if (!query.hasNextPage) return null;
  return (
    <LoadMore
      label={t('loadMore', { what })}
      onLoadMore={() => void query.fetchNextPage()}
      isLoading={query.isFetchingNextPage}
      pageCount={query.data?.pages.length ?? 0}
    />
  );
}
