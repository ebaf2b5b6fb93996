import 'fake-indexeddb/auto';
import { Blob as ClonableBlob } from 'node:buffer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  onOutboxChange,
  outboxEntries,
  queueWrite,
  removeOutboxEntry,
  updateOutboxEntry,
  type NewOutboxEntry,
} from './outbox';
import { emptyOutbox, outboxWrite } from '@/testing/outbox';

afterEach(emptyOutbox);

/** The outbox's store as a new page would open it: straight from IndexedDB, not this module's memory. */
async function storedAfterReload(): Promise<unknown[]> {
  const request = indexedDB.open('hivekeeper-outbox');
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('open failed'));
  });
  const read = db.transaction('entries').objectStore('entries').getAll();
  const entries = await new Promise<unknown[]>((resolve) => {
    read.onsuccess = () => resolve(read.result as unknown[]);
  });
  db.close();
  return entries;
}

describe('the outbox', () => {
  it('keeps a write and its photos in IndexedDB, waiting, so a reload finds them', async () => {
    // A browser's Blob survives IndexedDB's structured clone; jsdom's doesn't, Node's does.
    const photo = new ClonableBlob(['jpeg bytes'], { type: 'image/jpeg' }) as Blob;
    const queued = await queueWrite(outboxWrite({ photos: [{ blob: photo }] }));

    const [stored] = (await storedAfterReload()) as Awaited<ReturnType<typeof outboxEntries>>;
    expect(stored).toMatchObject({
      id: queued.id,
      status: 'waiting',
      body: { notes: 'Calm' },
      hiveId: 'hive-1',
      accountId: null,
      label: 'Inspection of Hive 3, 2026-05-12',
    });
    expect(stored?.photos[0]?.blob.size).toBe(photo.size);
    expect(stored?.photos[0]?.blob.type).toBe('image/jpeg');
  });

  it("lists only the signed-in beekeeper's writes, in the order they were made", async () => {
    const made: NewOutboxEntry[] = [
      outboxWrite({ label: 'first' }),
      outboxWrite({ label: 'someone else', userId: 'user-2' }),
      outboxWrite({ label: 'second' }),
      outboxWrite({ label: 'third' }),
    ];
    for (const entry of made) await queueWrite(entry);

    expect((await outboxEntries('user-1')).map((entry) => entry.label)).toEqual(['first', 'second', 'third']);
    expect((await outboxEntries('user-2')).map((entry) => entry.label)).toEqual(['someone else']);
  });

  it('changes an entry in place, and a discarded one stays gone', async () => {
    const queued = await queueWrite(outboxWrite());
    await updateOutboxEntry(queued.id, { status: 'failed', message: 'Hive not found' });
    expect(await outboxEntries('user-1')).toEqual([{ ...queued, status: 'failed', message: 'Hive not found' }]);

    await removeOutboxEntry(queued.id);
    expect(await updateOutboxEntry(queued.id, { status: 'waiting' })).toBeUndefined();
    expect(await outboxEntries('user-1')).toEqual([]);
  });

  it('tells its listeners of every change', async () => {
    const listener = vi.fn();
    const stop = onOutboxChange(listener);
    const queued = await queueWrite(outboxWrite());
    await updateOutboxEntry(queued.id, { status: 'sending' });
    await removeOutboxEntry(queued.id);
    stop();
    await queueWrite(outboxWrite());
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
