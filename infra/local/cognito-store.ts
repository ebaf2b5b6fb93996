/**
 * Crash-safe storage for cognito-local's user pools. Its own StormDB engine rewrites a pool's whole JSON file in
 * place on every sign-in: a kill -9 mid-write leaves an empty file, the pool and every account vanish, and the next
 * start's new pool id orphans the users' HiveKeeper data. This engine writes a temporary file and renames it over
 * the pool file (atomic on POSIX), so the file always holds either the previous or the new content.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type StormDBType from 'stormdb';
import type { DataStoreFactory } from 'cognito-local/lib/services/dataStore/factory';
import type * as StormDbModule from 'cognito-local/lib/services/dataStore/stormDb';

const require = createRequire(import.meta.url);
// CommonJS packages without an exports map, loaded from cognito-local's own tree.
const fromCognitoLocal = createRequire(require.resolve('cognito-local'));
const StormDB = fromCognitoLocal('stormdb') as typeof StormDBType;
const { StormDBDataStore } = require('cognito-local/lib/services/dataStore/stormDb') as typeof StormDbModule;

/** StormDB's file engine with an atomic write; writes are queued so that the last one always lands last. */
export class AtomicFileEngine extends StormDB.localFileEngine {
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly file: string,
    options: { serialize(data: unknown): string; deserialize(text: string): unknown },
  ) {
    super(file, options);
  }

  override write(data: unknown): Promise<void> {
    // Serialized now: the state may change again before the queued write runs.
    const text = (this as unknown as { serialize(data: unknown): string }).serialize(data);
    const written = this.queue.then(() => replaceFile(this.file, text));
    this.queue = written.catch(() => undefined);
    return written;
  }
}

async function replaceFile(file: string, text: string): Promise<void> {
  const temporary = `${file}.${randomUUID()}.tmp`;
  try {
    const handle = await open(temporary, 'w');
    try {
      await handle.writeFile(text);
      // On disk before the rename, so that even a power cut leaves a whole file behind.
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** cognito-local's store factory (the same file names and JSON) on the atomic engine. */
export class AtomicDataStoreFactory implements DataStoreFactory {
  constructor(private readonly directory: string) {}

  create: DataStoreFactory['create'] = async (_ctx, id, defaults) => {
    mkdirSync(this.directory, { recursive: true });
    const db = new StormDB(
      new AtomicFileEngine(join(this.directory, `${id}.json`), {
        serialize: (data) => JSON.stringify(data, datesAsIsoStrings, 2),
        deserialize: (text) => JSON.parse(text, datesFromStrings) as unknown,
      }),
    );
    db.default(defaults);
    await db.save();
    return new StormDBDataStore(db);
  };
}

// cognito-local's date conventions: fields whose names end in `Date` are stored as ISO strings.
function datesAsIsoStrings(this: Record<string, unknown>, key: string, value: unknown): unknown {
  const original = this[key];
  return key.endsWith('Date') && original instanceof Date ? original.toISOString() : value;
}

function datesFromStrings(key: string, value: unknown): unknown {
  return key.endsWith('Date') && (typeof value === 'string' || typeof value === 'number') ? new Date(value) : value;
}
