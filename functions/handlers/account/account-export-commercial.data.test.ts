/**
 * The export of a commercial beekeeper (1,000 hives, 20,000 inspections) is read in bounded pages through the
 * routes' access patterns: no Scan, one Query per 100 inspections (with its page's hive names), progress written
 * now and then, and the build completes. The commercial account is the run's shared one
 * (`shared-commercial-account.ts`), on a table of its own; the stored file is caught in memory.
 */
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { accountExportSchema, type AccountExport } from '../../../shared/schemas/account-export';
import { tableName } from '../../lib/data/client';
import { EXPORT_PAGE } from '../../lib/exports/read-account';
import type * as Bucket from '../../lib/uploads/bucket';
import type { TestBeekeeper } from '../../test-support/api';
import { COMMERCIAL_ACCOUNT } from '../../test-support/commercial-account';
import { recordSentCommands } from '../../test-support/sent-commands';
import { commercialAccount } from '../../test-support/shared-commercial-account';
import { handler as buildAccountExports } from '../jobs/build-account-exports';

const table = await vi.hoisted(async () =>
  (await import('../../test-support/commercial-account-seeding')).useCommercialTable(),
);

const stored = vi.hoisted(() => new Map<string, Uint8Array>());
vi.mock('../../lib/uploads/bucket', async (importOriginal) => ({
  ...(await importOriginal<typeof Bucket>()),
  putExportObject: (key: string, body: Uint8Array) => {
    stored.set(key, body);
    return Promise.resolve();
  },
}));
vi.mock('../../lib/jobs/provider', () => ({ jobStarter: () => ({ start: () => Promise.resolve() }) }));

let who: TestBeekeeper;

beforeAll(async () => {
  expect(tableName).toBe(table);
  ({ who } = await commercialAccount());
}, 300_000);

describe("a commercial beekeeper's export", () => {
  it('reads the account in bounded pages, with no Scan, and completes', async () => {
    const { hives, inspectionsPerHive, apiaries } = COMMERCIAL_ACCOUNT;
    const inspections = hives * inspectionsPerHive;
    const asked = await who.request<AccountExport>('startAccountExport', { body: { format: 'zip' } });
    expect(asked.statusCode).toBe(202);

    const sent = recordSentCommands();
    expect(await buildAccountExports({ job: 'buildAccountExports', requestedBy: who.userId })).toEqual({
      built: ['ready'],
      deleted: 0,
    });
    expect(sent.filter((command) => command.startsWith('Scan'))).toEqual([]);
    const count = (name: string) => sent.filter((command) => command === name).length;
    // The inspections of all hives, newest first (gsi2): one Query per page and one BatchGet of its hives' names.
    const inspectionPages = inspections / EXPORT_PAGE;
    expect(count('QueryCommand on gsi2')).toBeGreaterThanOrEqual(inspectionPages);
    expect(count('QueryCommand on gsi2')).toBeLessThanOrEqual(inspectionPages + 1 + 10);
    expect(count('BatchGetItemCommand')).toBeLessThanOrEqual(inspectionPages + 10);
    // Progress every 1,000 records, and the claim and the finish: some 20 writes, not one per page.
    expect(count('UpdateItemCommand')).toBeGreaterThanOrEqual(inspections / 1000);
    expect(count('UpdateItemCommand')).toBeLessThanOrEqual(inspections / 1000 + 5);
    expect(sent.length).toBeLessThan(2 * inspectionPages + 100);

    const ready = accountExportSchema.parse(
      (await who.requestFor<AccountExport>('getAccountExport', asked.body.id)).body,
    );
    const records = apiaries + hives + inspections;
    expect(ready).toMatchObject({ status: 'ready', progress: { done: records, total: records } });
    const file = stored.get(`users/${who.userId}/exports/${ready.id}.zip`);
    if (!file) throw new Error('The export stored no file');
    const files = unzipSync(file);
    const lines = (name: string) =>
      strFromU8(files[name] ?? new Uint8Array())
        .trimEnd()
        .split('\r\n').length;
    expect(lines('hives.csv')).toBe(hives + 1);
    expect(lines('inspections.csv')).toBe(inspections + 1);
  }, 300_000);
});
