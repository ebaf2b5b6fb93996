/**
 * What the forms need to know of the outbox without loading it (IndexedDB comes with the write itself): whether a
 * save answered the server's record or a write kept for later, and the version a record was read at.
 */
import type { OutboxEntry } from './outbox';

/** What a mutation answers when its write waits in the outbox instead of the server's record. */
export interface QueuedWrite {
  queued: OutboxEntry;
}

export function isQueuedWrite(saved: unknown): saved is QueuedWrite {
  return typeof saved === 'object' && saved !== null && 'queued' in saved;
}

/** The version a record was read at, once the API answers one (`version`, opaque). */
export function versionOf(record: object): string | undefined {
  return 'version' in record && typeof record.version === 'string' ? record.version : undefined;
}
