/**
 * Whether this browser's outbox may hold anything, as a word in local storage: the signed-in frame loads the outbox's
 * code (IndexedDB, the indicator, the replay) only when it may, or when the browser goes offline, so a beekeeper who
 * is always online never downloads it. Set when a write is kept, cleared when the whole outbox is empty.
 */
const STORAGE_KEY = 'hivekeeper.outboxInUse';
const IN_USE_EVENT = 'hivekeeper:outbox-in-use';

export function isOutboxInUse(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

export function markOutboxInUse(inUse: boolean): void {
  try {
    if (inUse) localStorage.setItem(STORAGE_KEY, '1');
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage blocked: the outbox loads when the browser goes offline.
  }
  if (inUse) window.dispatchEvent(new Event(IN_USE_EVENT));
}

/** Calls `listener` when the outbox starts being used or the connection changes (`useSyncExternalStore` shape). */
export function onOutboxUseChange(listener: () => void): () => void {
  const events = [IN_USE_EVENT, 'online', 'offline'];
  for (const event of events) window.addEventListener(event, listener);
  return () => {
    for (const event of events) window.removeEventListener(event, listener);
  };
}
