/**
 * HiveKeeper's outbox: the writes a beekeeper made that the API has not confirmed yet, kept in IndexedDB so they
 * survive a reload and a closed tab in a field without signal. Each entry is one request, exactly as it will be
 * sent (the new record's client-made id in its body, the version an edit started from, the account it was made
 * for), plus what the beekeeper needs to recognise it in the outbox. Entries are keyed by a monotonic ULID, so the
 * store's order is the order they were made in, which the sync replays (one hive's writes stay in order).
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { OfflineRecordType } from '@shared/domain/offline-sync';
import { markOutboxInUse } from './outbox-in-use';

/** A photo of a queued inspection: the resized picture until it is uploaded, then also its object key. */
export interface OutboxPhoto {
  blob: Blob;
  /** Set once uploaded, so a replay after a lost answer doesn't upload it again. */
  key?: string;
}

export type OutboxStatus = 'waiting' | 'sending' | 'failed' | 'conflict';

export interface OutboxEntry {
  /** The entry's own ULID: its place in the order writes were made. */
  id: string;
  recordType: OfflineRecordType;
  /** The record written: the client-made id of a new one, or the id of the one edited. */
  recordId: string;
  kind: 'create' | 'edit';
  method: 'POST' | 'PUT' | 'PATCH';
  path: string;
  body: Record<string, unknown>;
  /** The version an edit started from, sent as RECORD_VERSION_HEADER. */
  version?: string;
  /** The shared account the write was made for (null: the beekeeper's own), whatever the tab acts on later. */
  accountId: string | null;
  /** The beekeeper who made it: a shared browser replays only the signed-in beekeeper's writes. */
  userId: string;
  hiveId?: string;
  /** What the outbox lists: "Inspection of Hive 3, 12 May". */
  label: string;
  /** Photos to upload before the record is sent; their keys are appended to the body's `photos`. */
  photos: OutboxPhoto[];
  /** A voice recording's sound: PUT to the URL its create answers, then sent to be transcribed. */
  audio?: Blob;
  status: OutboxStatus;
  /** The server's message for a failed write. */
  message?: string;
  /** The record as the server holds it, for the merge of a conflicting edit. */
  current?: Record<string, unknown>;
  createdAt: string;
}

/** A write to keep: waiting unless it comes back from the server already in conflict. */
export type NewOutboxEntry = Omit<OutboxEntry, 'id' | 'status' | 'createdAt' | 'photos'> &
  Partial<Pick<OutboxEntry, 'status' | 'photos'>>;

interface OutboxDb extends DBSchema {
  entries: { key: string; value: OutboxEntry };
}

const DB_NAME = 'hivekeeper-outbox';
let entryIds: Promise<() => string> | undefined;
const listeners = new Set<() => void>();
let database: Promise<IDBPDatabase<OutboxDb>> | undefined;

function outboxDb(): Promise<IDBPDatabase<OutboxDb>> {
  database ??= openDB<OutboxDb>(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('entries', { keyPath: 'id' });
    },
  });
  return database;
}

/** The next entry's key; the ULID library comes with the first write kept, not with every signed-in page. */
async function newEntryId(): Promise<string> {
  entryIds ??= import('ulid').then((ulid) => ulid.monotonicFactory());
  return (await entryIds)();
}

function changed(): void {
  for (const listener of listeners) listener();
}

/** Puts a write in the outbox, waiting to be sent; answers the stored entry. */
export async function queueWrite(write: NewOutboxEntry): Promise<OutboxEntry> {
  const entry: OutboxEntry = {
    status: 'waiting',
    ...write,
    photos: write.photos ?? [],
    id: await newEntryId(),
    createdAt: new Date().toISOString(),
  };
  await (await outboxDb()).put('entries', entry);
  markOutboxInUse(true);
  changed();
  return entry;
}

/** The signed-in beekeeper's entries, in the order they were made. */
export async function outboxEntries(userId: string): Promise<OutboxEntry[]> {
  const all = await (await outboxDb()).getAll('entries');
  return all.filter((entry) => entry.userId === userId);
}

/** Whether no beekeeper of this browser has a write waiting. */
export async function isOutboxEmpty(): Promise<boolean> {
  return (await (await outboxDb()).count('entries')) === 0;
}

/** Changes an entry that is still in the outbox (a discarded one stays gone); answers it, or undefined. */
export async function updateOutboxEntry(
  id: string,
  change: Partial<Omit<OutboxEntry, 'id'>>,
): Promise<OutboxEntry | undefined> {
  const db = await outboxDb();
  const transaction = db.transaction('entries', 'readwrite');
  const stored = await transaction.store.get(id);
  const entry = stored && { ...stored, ...change };
  if (entry) await transaction.store.put(entry);
  await transaction.done;
  if (entry) changed();
  return entry;
}

export async function removeOutboxEntry(id: string): Promise<void> {
  await (await outboxDb()).delete('entries', id);
  changed();
}

/** Calls `listener` after every change of the outbox; returns the unsubscribe. */
export function onOutboxChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
