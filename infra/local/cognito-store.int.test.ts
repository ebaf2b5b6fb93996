/**
 * The local user pool's storage survives a crash mid-write: a pool file is replaced whole, never seen half-written
 * or empty, and the last of several quick writes is the one that stays.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Context } from 'cognito-local/lib/services/context';
import { AtomicDataStoreFactory } from './cognito-store';

const silent = { debug: () => undefined } as unknown as Context['logger'];
const ctx: Context = { logger: silent };

describe('AtomicDataStoreFactory (cognito-local storage)', () => {
  const directory = mkdtempSync(join(tmpdir(), 'hivekeeper-cognito-store-'));
  afterEach(() => rmSync(directory, { recursive: true, force: true }));

  it('replaces the pool file whole: every read during many writes sees complete JSON, the last write wins', async () => {
    const store = await new AtomicDataStoreFactory(directory).create(ctx, 'pool', { Users: {} });
    const file = join(directory, 'pool.json');
    const users = (count: number) =>
      Object.fromEntries(
        Array.from({ length: count }, (_, i) => [`user-${i}`, { Username: `user-${i}`, x: 'y'.repeat(500) }]),
      );

    let reads = 0;
    let reading = true;
    const observer = (async () => {
      while (reading) {
        const text = readFileSync(file, 'utf8');
        expect(text).not.toBe('');
        expect(() => JSON.parse(text) as unknown).not.toThrow();
        reads += 1;
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    await Promise.all(Array.from({ length: 40 }, (_, round) => store.set(ctx, 'Users', users(200 + round))));
    reading = false;
    await observer;

    expect(reads).toBeGreaterThan(0);
    expect(Object.keys((JSON.parse(readFileSync(file, 'utf8')) as { Users: object }).Users)).toHaveLength(239);
    expect(readdirSync(directory)).toEqual(['pool.json']);
  });

  it('reads back what it wrote, dates included, on the next start', async () => {
    const created = new Date('2026-05-01T08:30:00.000Z');
    const first = await new AtomicDataStoreFactory(directory).create(ctx, 'pool', {});
    await first.set(ctx, ['Users', 'demo'], { Username: 'demo', UserCreateDate: created });
    const again = await new AtomicDataStoreFactory(directory).create(ctx, 'pool', {});
    expect(await again.get(ctx, ['Users', 'demo'])).toEqual({ Username: 'demo', UserCreateDate: created });
  });
});
