/**
 * What the signed-in beekeeper's screens show of the outbox: their entries, whether the browser is online, whether
 * a replay runs, and whether the device is short of room. Started once by the signed-in layout for the signed-in
 * beekeeper; it replays the outbox when it starts and whenever the browser comes back online, and holds a new
 * version of the app back while writes wait (a reload then would be harmless, but the prompt would interrupt).
 */
import type { QueryClient } from '@tanstack/react-query';
import { holdAppUpdate } from './app-update-gate';
import { isOutboxEmpty, onOutboxChange, outboxEntries, updateOutboxEntry, type OutboxEntry } from './outbox';
import { markOutboxInUse } from './outbox-in-use';

export interface OutboxState {
  entries: readonly OutboxEntry[];
  online: boolean;
  syncing: boolean;
  /** The device has less room left than a few photos need. */
  storageShort: boolean;
}

/** Room for a few resized inspection photos (about 1 MB each), below which the beekeeper is told. */
export const STORAGE_WARNING_BYTES = 5 * 1024 * 1024;

let state: OutboxState = { entries: [], online: true, syncing: false, storageShort: false };
const listeners = new Set<() => void>();
let stopWatching: (() => void) | undefined;
let replayNow: () => Promise<void> = async () => undefined;

function setState(change: Partial<OutboxState>): void {
  state = { ...state, ...change };
  holdAppUpdate('outbox', state.entries.length > 0);
  for (const listener of listeners) listener();
}

export const outboxState = (): OutboxState => state;

export function onOutboxStateChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Follows the outbox of `userId` and replays it now, when back online, and on `retry`; answers the stop (sign-out,
 * another beekeeper). Without timers: a replay stopped by the network waits for the browser's `online` event.
 */
export function watchOutbox(userId: string, queryClient: QueryClient): () => void {
  stopWatching?.();
  let asked = false;
  let reads = 0;
  const refresh = async () => {
    const read = ++reads;
    // A browser without IndexedDB (some private windows) keeps no outbox: nothing to show, nothing to replay.
    const entries = await outboxEntries(userId).catch(() => []);
    if (read !== reads) return; // A later read is on its way: this one may predate its change.
    setState({ entries });
    if (entries.length === 0 && (await isOutboxEmpty().catch(() => false))) markOutboxInUse(false);
    if (entries.length > 0 && !asked) {
      asked = true;
      void keepStorage();
    }
  };
  const sync = async () => {
    // The replay's code (uploads, the session refresh) comes only when there is something to send.
    if (state.entries.length === 0) return;
    setState({ syncing: true });
    try {
      const { syncOutbox } = await import('./sync');
      await syncOutbox(userId, queryClient);
    } catch {
      // Without IndexedDB there is nothing to replay.
    } finally {
      setState({ syncing: false });
    }
  };
  const online = () => {
    setState({ online: true });
    void sync();
  };
  const offline = () => setState({ online: false });
  const unsubscribe = onOutboxChange(() => void refresh());
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  setState({ online: navigator.onLine });
  replayNow = sync;
  void refresh().then(sync);
  stopWatching = () => {
    unsubscribe();
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
    replayNow = async () => undefined;
    stopWatching = undefined;
    setState({ entries: [], syncing: false });
  };
  return stopWatching;
}

/** The beekeeper's Retry: sends `entryId` again (a failed one too), with whatever else waits. */
export async function retryOutbox(entryId?: string): Promise<void> {
  if (entryId) await updateOutboxEntry(entryId, { status: 'waiting', message: undefined });
  await replayNow();
}

/**
 * Asks the browser to keep the outbox when the device runs short (the first time a write is kept), and says so
 * when little room is left.
 */
async function keepStorage(): Promise<void> {
  const storage = navigator.storage as StorageManager | undefined;
  if (!storage?.estimate) return;
  try {
    if (storage.persist && !(await storage.persisted())) await storage.persist();
    const { quota, usage } = await storage.estimate();
    if (quota !== undefined && usage !== undefined) setState({ storageShort: quota - usage < STORAGE_WARNING_BYTES });
  } catch {
    // A browser that won't say: nothing to tell the beekeeper.
  }
}
