import { useEffect, useRef } from 'react';
import { Button } from './button';
import { useMessages } from '@/lib/i18n/catalog';
import { commonMessages } from '../messages';

interface LoadMoreProps {
  /** Loads the next page (the infinite query's `fetchNextPage`). */
  onLoadMore: () => void;
  isLoading: boolean;
  /** Pages loaded so far: the list is watched afresh after each, so a short page on a tall screen loads the next. */
  pageCount: number;
  /** "Load more inspections". */
  label: string;
}

/** How far below the screen the next page starts loading, so scrolling rarely waits for it. */
const PRELOAD_MARGIN = '600px 0px';

/**
 * The end of a paged list: the next page loads as it scrolls into view, and a Load more button does the same for
 * the keyboard and for browsers without IntersectionObserver. Render it only while there is a next page.
 */
export function LoadMore({ onLoadMore, isLoading, pageCount, label }: LoadMoreProps) {
  const t = useMessages(commonMessages);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const latest = useRef({ onLoadMore, isLoading });
  useEffect(() => {
    latest.current = { onLoadMore, isLoading };
  });

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !latest.current.isLoading) latest.current.onLoadMore();
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [pageCount]);

  return (
    <div ref={sentinelRef} className="flex justify-center py-2">
      <Button variant="outline" disabled={isLoading} onClick={onLoadMore}>
        {isLoading ? t('loadingMore') : label}
      </Button>
    </div>
  );
}
