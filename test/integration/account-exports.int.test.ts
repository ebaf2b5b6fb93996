/**
 * Exports of an account through the local gateway, the local scheduler's job run and s3rver, as the profile screen
 * makes them: POST, poll the GET while the job builds, then download the file through its presigned link.
 */
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../functions/api-path';
import { routes } from '../../functions/routes';
import { API_ERRORS } from '../../shared/messages';
import {
  UNFINISHED_EXPORT_STATUSES,
  accountExportSchema,
  type AccountExport,
} from '../../shared/schemas/account-export';
import type { Apiary } from '../../shared/schemas/apiary';
import type { Hive } from '../../shared/schemas/hive';
import type { ApiCaller } from '../../infra/local/api-client';
import { apiAs, createUser } from '../../infra/local/test-support/integration-stack';
import { uploadFile } from '../../infra/local/test-support/uploads';

/** Polls the export until the job has finished it: at most 120 asks, half a second apart. */
async function finished(api: ApiCaller, id: string): Promise<AccountExport> {
  for (let asked = 0; asked < 120; asked++) {
    const answer = await api<AccountExport>('GET', apiPath(routes.getAccountExport, { id }));
    expect(answer.status).toBe(200);
    const exported = accountExportSchema.strict().parse(answer.body);
    if (!UNFINISHED_EXPORT_STATUSES.includes(exported.status)) return exported;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`Export ${id} was not finished after 120 asks`);
}

async function exported(api: ApiCaller, format: 'json' | 'zip'): Promise<{ ready: AccountExport; file: Uint8Array }> {
  const started = await api<AccountExport>('POST', apiPath(routes.startAccountExport), { format });
  expect(started.status).toBe(202);
  const ready = await finished(api, started.body.id);
  expect(ready.status).toBe('ready');
  if (ready.downloadURL === null) throw new Error('A ready export without a download link');
  const download = await fetch(ready.downloadURL);
  expect(download.status).toBe(200);
  expect(download.headers.get('content-disposition')).toContain(ready.fileName);
  return { ready, file: new Uint8Array(await download.arrayBuffer()) };
}

describe('account exports through the gateway', () => {
  let pro: ApiCaller;
  let hive: Hive;

  beforeAll(async () => {
    // Admins have Pro access, as Pro subscribers do.
    pro = apiAs(await createUser({ admin: true, label: 'exports-pro' }));
    const apiary = (await pro<Apiary>('POST', apiPath(routes.createApiary), { name: 'Moor', location: 'Top' })).body;
    hive = (await pro<Hive>('POST', apiPath(routes.createHive), { name: 'Heather', apiaryId: apiary.id })).body;
    const income = { type: 'income', category: 'honey_sales', amount: 42.5, transactionDate: '2026-08-01' };
    expect((await pro('POST', apiPath(routes.createFinance), { ...income, description: 'Jars' })).status).toBe(201);
  });

  it("builds a Pro beekeeper's ZIP in the background and serves it from the bucket", async () => {
    const { ready, file } = await exported(pro, 'zip');
    expect(ready.progress).toEqual({ done: 3, total: 3 });
    const files = unzipSync(file);
    expect(Object.keys(files)).toContain('README.txt');
    const text = (name: string) => strFromU8(files[name] ?? new Uint8Array());
    expect(text('hives.csv')).toContain(`${hive.id},Heather,`);
    expect(text('profit-and-loss.csv')).toContain('2026,all,all,42.50,0.00,42.50');
  });

  it("links the export's photos through HiveKeeper: each opens the photo itself, from the bucket", async () => {
    const bytes = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.from(`photo of ${hive.id}`)]);
    const key = await uploadFile(pro, { purpose: 'inspection-photo', contentType: 'image/png', bytes });
    const inspection = { hiveId: hive.id, inspectionDate: '2026-06-01', photos: [key] };
    expect((await pro('POST', apiPath(routes.createInspection), inspection)).status).toBe(201);

    const { file } = await exported(pro, 'json');
    const [photo] = (JSON.parse(strFromU8(file)) as { photos: { url: string }[] }).photos;
    const route = new URL(photo?.url ?? '').pathname.split('/').slice(0, -1).join('/');
    expect(`${route}/{token}`).toBe(routes.openExportPhoto.path);
    const opened = await fetch(photo?.url ?? '', { redirect: 'manual' });
    expect(opened.status).toBe(302);
    const downloaded = await fetch(opened.headers.get('location') ?? '');
    expect(downloaded.status).toBe(200);
    expect(Buffer.from(await downloaded.arrayBuffer())).toEqual(bytes);
  });

  it("builds a free beekeeper's JSON, refuses their ZIP, and hides the export from anyone else", async () => {
    const free = apiAs(await createUser({ label: 'exports-free' }));
    const refused = await free<{ message: string }>('POST', apiPath(routes.startAccountExport), { format: 'zip' });
    expect(refused).toMatchObject({ status: 402, body: { message: API_ERRORS.proRequired, code: 'proRequired' } });

    const { ready, file } = await exported(free, 'json');
    const data = JSON.parse(strFromU8(file)) as { profile: { email: string }; hives: unknown[] };
    expect(data.hives).toEqual([]);
    expect(data.profile.email).toMatch(/exports-free/);

    const other = await pro('GET', apiPath(routes.getAccountExport, { id: ready.id }));
    expect(other.status).toBe(404);
  });
});
