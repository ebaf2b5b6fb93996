/**
 * The beekeeper's last data, kept in this browser (IndexedDB) so HiveKeeper opens with it without signal: the answers
 * of an allow-list of reads, saved a moment after they change and put back in the query cache before the signed-in
 * screens first render (app/start.ts loads this module then). A copy is the signed-in beekeeper's and acting
 * account's own (offline-scope.ts), made by one build of the app (another build may read answers differently) and
 * kept 7 days; signing out deletes every copy.
 */
import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import { openDB } from 'idb';
import { apiPath, routes } from '@/lib/api-routes';
import { onAuthChange } from '@/lib/auth';
import { forgetOfflineCopies } from './offline-copies';
import { offlineScope } from './offline-scope';
import { DAY_MS } from '@shared/domain/durations';

/** How long an offline copy is used; the cached queries are kept as long, so a copy is not emptied in the field. */
export const OFFLINE_COPY_MAX_AGE_MS = 7 * DAY_MS;

/** The reads kept offline (the first part of their query keys): the beekeeper's records, never admin or billing. */
const PERSISTED_READS: ReadonlySet<string> = new Set(
  [
    routes.getCurrentUser,
    routes.getIsNewUser,
    routes.listActingAccounts,
    routes.getActingAccount,
    routes.listApiaries,
    // The hives' lists, each hive and the dashboard's figures are all keyed under the hives list.
    routes.listHives,
    routes.listInspections,
    routes.listTasks,
    routes.listUpcomingTasks,
    routes.listTreatments,
    // The scanner resolves a label's code from it without signal.
    routes.listHiveLabels,
  ].map((route) => apiPath(route)),
);

/**
 * Answers that change together (a screen's lists, a mutation's refetches) are saved once. Short: a screen opened
 * right after a reload reads the copy before the server's answer, and a form there starts from what it holds.
 */
const SAVE_DELAY_MS = 100;
/** IndexedDB that does not answer (a browser's private mode, a blocked upgrade) must not keep the app from starting. */
const RESTORE_TIMEOUT_MS = 1_500;
const DATABASE = 'hivekeeper-offline';
const STORE = 'queries';
/** Set by the build (frontend/vite.config.ts). */
const BUILD_ID = import.meta.env.VITE_BUILD_ID ?? 'development';

/**
 * The answers as the cache holds them (an infinite query's pages too), with when each was received. Only the
 * client's own methods write them back (not TanStack's `hydrate`): the landing page's script shares the query
 * library with this chunk, and the bundler would split it apart for `hydrate`'s internals.
 */
interface OfflineCopy {
  buildId: string;
  savedAt: number;
  answers: { queryKey: QueryKey; data: unknown; dataUpdatedAt: number }[];
}

const database = () =>
  openDB(DATABASE, 1, {
    upgrade: (db) => {
      db.createObjectStore(STORE);
    },
  });

function isPersisted(query: Query): boolean {
  const [first] = query.queryKey;
  return typeof first === 'string' && PERSISTED_READS.has(first) && query.state.status === 'success';
}

/**
 * Puts the signed-in beekeeper's offline copy in the cache (unless it is older than 7 days or of another build), then
 * keeps it up to date. Restored answers are shown at once and asked for again as soon as a screen shows them (and
 * the browser is online): the copy is what the beekeeper sees while there is no signal, not instead of fresh data.
 * Returns how to stop keeping it.
 */
export async function restorePersistedQueries(queryClient: QueryClient): Promise<() => void> {
  const scope = offlineScope();
  try {
    const copy = scope === undefined ? undefined : await withTimeout(readCopy(scope));
    for (const { queryKey, data, dataUpdatedAt } of copy?.answers ?? []) {
      // An answer that arrived while the copy was read is newer: it stays.
      if ((queryClient.getQueryState(queryKey)?.dataUpdatedAt ?? 0) >= dataUpdatedAt) continue;
      queryClient.setQueryData(queryKey, data, { updatedAt: dataUpdatedAt });
      void queryClient.invalidateQueries({ queryKey, exact: true, refetchType: 'none' });
    }
  } catch (error) {
    console.error('The offline copy could not be read', error);
  }
  return keepPersistedQueries(queryClient);
}

async function readCopy(scope: string): Promise<OfflineCopy | undefined> {
  const db = await database();
  const copy = (await db.get(STORE, scope)) as OfflineCopy | undefined;
  if (copy && copy.buildId === BUILD_ID && Date.now() - copy.savedAt < OFFLINE_COPY_MAX_AGE_MS) return copy;
  if (copy) await db.delete(STORE, scope);
  return undefined;
}

function withTimeout<T>(promise: Promise<T>): Promise<T | undefined> {
  return Promise.race([promise, new Promise<undefined>((resolve) => setTimeout(resolve, RESTORE_TIMEOUT_MS))]);
}

/** The clients whose copy is kept, and how each stops. */
const persistedClients = new WeakMap<QueryClient, () => void>();

/**
 * Saves the copy a moment after an allow-listed answer changes, and deletes every copy when the beekeeper signs out.
 * From the start of a signed-in visit (restorePersistedQueries), or from the signed-in layout after signing in.
 * Returns how to stop (a test's client that is done with).
 */
export function keepPersistedQueries(queryClient: QueryClient): () => void {
  const kept = persistedClients.get(queryClient);
  if (kept) return kept;
  // A browser without IndexedDB (some private windows) keeps no copy: the app reads from the server as before.
  if (typeof indexedDB === 'undefined') return () => undefined;
  for (const read of PERSISTED_READS) queryClient.setQueryDefaults([read], { gcTime: OFFLINE_COPY_MAX_AGE_MS });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    clearTimeout(timer);
    timer = undefined;
    savePersistedQueries(queryClient).catch((error: unknown) => console.error('The offline copy was not saved', error));
  };
  const stopSaving = queryClient.getQueryCache().subscribe((event) => {
    if (timer !== undefined || !PERSISTED_READS.has(String(event.query.queryKey[0]))) return;
    timer = setTimeout(save, SAVE_DELAY_MS);
  });
  // A reload or a closed tab does not wait for the delay.
  const saveBeforeLeaving = () => {
    if (timer !== undefined) save();
  };
  window.addEventListener('pagehide', saveBeforeLeaving);
  const stopClearing = onAuthChange((event) => {
    if (event === 'signedOut') void clearPersistedQueries();
  });
  const stop = () => {
    clearTimeout(timer);
    stopSaving();
    window.removeEventListener('pagehide', saveBeforeLeaving);
    stopClearing();
    persistedClients.delete(queryClient);
  };
  persistedClients.set(queryClient, stop);
  return stop;
}

/** Saves the allow-listed answers now, as the signed-in beekeeper's offline copy (nothing when nobody is). */
export async function savePersistedQueries(queryClient: QueryClient): Promise<void> {
  const scope = offlineScope();
  if (scope === undefined) return;
  const answers = queryClient
    .getQueryCache()
    .findAll({ predicate: isPersisted })
    .map(({ queryKey, state }) => ({ queryKey, data: state.data, dataUpdatedAt: state.dataUpdatedAt }));
  const copy: OfflineCopy = { buildId: BUILD_ID, savedAt: Date.now(), answers };
  await (await database()).put(STORE, copy, scope);
}

/** Deletes every offline copy in this browser, of every beekeeper and account. */
export async function clearPersistedQueries(): Promise<void> {
  forgetOfflineCopies();
  await (await database()).clear(STORE);
}
