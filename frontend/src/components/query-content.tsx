import type { UseInfiniteQueryResult, UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/ui/load-error';

interface QueryContentProps<Data> {
  /** A query, or a paged list's infinite query (its loaded pages are the data). */
  query: UseQueryResult<Data> | UseInfiniteQueryResult<Data>;
  /** Shown while the data loads (a skeleton, a spinner). */
  loading: ReactNode;
  /** What failed to load, as the error's sentence names it: "your hives". */
  what: string;
  /** The view of the loaded data (its empty state included). */
  children: (data: Data) => ReactNode;
}

/** A data view's loading, error (with Retry) and loaded states, as every screen of HiveKeeper shows them. */
export function QueryContent<Data>({ query, loading, what, children }: QueryContentProps<Data>) {
  // A retry after an error shows the loading state again, so the click visibly does something.
  if (query.isPending || (query.isError && query.isFetching)) return loading;
  if (query.isError) return <LoadError what={what} onRetry={() => void query.refetch()} />;
  return children(query.data);
}
