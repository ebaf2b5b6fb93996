/**
 * How the web app's data starts, before the first render. A visitor (no session stored in this browser) is known
 * to be nobody without a request, so the first render is the page itself, the same markup the build prerendered.
 * A signed-in beekeeper's user, the current screen's lists and its chunks are all asked for at once instead of
 * one after the other (user, then layout chunk, then screen chunk, then lists).
 */
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { apiariesQueryOptions } from '@/api/get-apiaries';
import { ACTIVE_HIVES_FILTER, hivesQueryOptions } from '@/api/get-hives';
import { userQueryOptions } from '@/api/get-user';
import { paths } from '@/config/paths';
import { createQueryClient } from '@/lib/query-client';
import { preloadScreen } from './router';

export function visitorQueryClient(): QueryClient {
  const queryClient = createQueryClient();
  queryClient.setQueryData(userQueryOptions().queryKey, null);
  return queryClient;
}

type Prefetch = (queryClient: QueryClient) => Promise<void>;
const prefetchHives: Prefetch = (queryClient) => queryClient.prefetchInfiniteQuery(hivesQueryOptions());
const prefetchActiveHives: Prefetch = (queryClient) =>
  queryClient.prefetchInfiniteQuery(hivesQueryOptions(ACTIVE_HIVES_FILTER));
const prefetchApiaries: Prefetch = (queryClient) => queryClient.prefetchQuery(apiariesQueryOptions());

/** The lists each signed-in screen shows on its first render. */
const SCREEN_LISTS: Record<string, Prefetch[]> = {
  [paths.app.dashboard.path]: [prefetchActiveHives, prefetchApiaries],
  [paths.app.hives.path]: [prefetchHives, prefetchApiaries],
  [paths.app.apiaries.path]: [prefetchApiaries],
};

/**
 * The signed-in beekeeper's query client, with their offline copy in it (lib/offline/persisted-queries.ts, a chunk
 * of its own, read while the requests are under way): without signal the screens show the last data, not an error.
 */
export async function signedInQueryClient(path: string): Promise<QueryClient> {
  const queryClient = createQueryClient();
  // TanStack Query learns of the connection from the browser's online and offline events only: opened without
  // signal, these requests would fail and their error would cover the offline copy restored below. They wait instead.
  onlineManager.setOnline(navigator.onLine);
  // Each request waits only for the ID token (one Amplify load, shared); a session that turns out to be expired
  // answers 401 everywhere and the app shows the visitor's screens, as before.
  void queryClient.prefetchQuery(userQueryOptions());
  for (const prefetch of SCREEN_LISTS[path] ?? []) void prefetch(queryClient);
  preloadScreen(path, { signedIn: true });
  await import('@/lib/offline/persisted-queries').then(
    (offlineCopy) => offlineCopy.restorePersistedQueries(queryClient),
    () => undefined, // not downloaded (offline before the service worker kept it): the app starts without it
  );
  return queryClient;
}
