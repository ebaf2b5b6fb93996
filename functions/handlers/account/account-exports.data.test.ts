/**
 * Exports of a beekeeper's account through the routes and the `buildAccountExports` job's handler, against
 * DynamoDB Local. The files the job stores are caught in memory here (these tests reach no S3; the integration test
 * downloads them from the local S3): the JSON is parsed, the ZIP unzipped with fflate and its CSVs read.
 */
import { strFromU8, unzipSync } from 'fflate';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { API_ERRORS, VALIDATION } from '../../../shared/messages';
import { accountExportSchema, EXPORT_LIMITS, type AccountExport } from '../../../shared/schemas/account-export';
import type { Apiary } from '../../../shared/schemas/apiary';
import type { Hive } from '../../../shared/schemas/hive';
import type { Inspection } from '../../../shared/schemas/inspection';
import { MAX_BUILD_ATTEMPTS, STALE_BUILD_MS } from '../../lib/data/account-export-builds';
import { AccountExportEntity } from '../../lib/data/entities/account-export';
import { InspectionEntity } from '../../lib/data/entities/inspection';
import type { AccountData } from '../../lib/exports/account-data';
import type * as Bucket from '../../lib/uploads/bucket';
import { signPhotoLink, verifyPhotoLink } from '../../lib/exports/photo-link';
import { beekeeper, request, setSubscription, type TestBeekeeper } from '../../test-support/api';
import { handler as buildAccountExports } from '../jobs/build-account-exports';

// The stage's link-signing secret and origin, as `reminders:secret` gives them to the build and the photo route.
const signing = vi.hoisted(() => {
  const settings = { secret: 'data-test-link-secret-0123456789abcdef', siteUrl: 'https://hivekeeper.test' };
  Object.assign(process.env, { REMINDERS_SECRET: settings.secret, SITE_URL: settings.siteUrl });
  return settings;
});
const stored = vi.hoisted(() => new Map<string, { body: Uint8Array; contentType: string }>());
/** The photos in the bucket, as far as the photo route's HEAD can tell. */
const photosInBucket = vi.hoisted(() => new Set<string>());
vi.mock('../../lib/uploads/bucket', async (importOriginal) => ({
  ...(await importOriginal<typeof Bucket>()),
  putExportObject: (key: string, body: Uint8Array, contentType: string) => {
    stored.set(key, { body, contentType });
    return Promise.resolve();
  },
  objectExists: (key: string) => Promise.resolve(photosInBucket.has(key)),
  deleteSaved: (keys: readonly string[]) => {
    for (const key of keys) stored.delete(key);
    return Promise.resolve();
  },
}));

const started = vi.hoisted(() => [] as unknown[]);
vi.mock('../../lib/jobs/provider', () => ({
  jobStarter: () => ({
    start: (job: string, event: unknown) => {
      started.push({ job, event });
      return Promise.resolve();
    },
  }),
}));

beforeEach(() => {
  stored.clear();
  started.length = 0;
});

/** A beekeeper who has signed in (their user item written, as the app's first request does). */
async function signedIn(): Promise<TestBeekeeper> {
  const who = beekeeper();
  expect((await who.request('getCurrentUser')).statusCode).toBe(200);
  return who;
}

async function proBeekeeper(): Promise<TestBeekeeper> {
  const who = await signedIn();
  await setSubscription(who, 'pro', 'active');
  return who;
}

async function created<T>(who: TestBeekeeper, route: Parameters<TestBeekeeper['request']>[0], body: object) {
  const answer = await who.request<T>(route, { body });
  expect(answer.statusCode, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

/** A beekeeper with a record of every type: an apiary, a hive, an inspection with a photo, and the rest. */
async function beekeeperWithRecords() {
  const who = await proBeekeeper();
  await who.request('updateProfile', { body: { firstName: 'Zoë', lastName: 'Ågren' } });
  const apiary = await created<Apiary>(who, 'createApiary', { name: 'Heath', location: 'Lane end' });
  const hive = await created<Hive>(who, 'createHive', { name: 'Bramble, "east"', apiaryId: apiary.id });
  const inspection = await created<Inspection>(who, 'createInspection', {
    hiveId: hive.id,
    inspectionDate: '2026-05-02',
    notes: 'Calm; brood on 6 frames',
  });
  // A saved photo, as the inspection form leaves it (these tests reach no S3 to upload one).
  const photo = `users/${who.userId}/inspection-photo/${inspection.id}.jpg`;
  await InspectionEntity.patch({ userId: who.userId, inspectionId: inspection.id })
    .set({ photos: [photo] })
    .go();
  await created(who, 'createTreatment', {
    hiveId: hive.id,
    treatmentType: 'feeding',
    treatmentName: 'Syrup',
    applicationDate: '2026-05-03',
    feedType: 'sugar_syrup',
    feedAmount: 10,
    syrupRatio: '1:1',
    cost: 12.5,
  });
  await created(who, 'createProduction', {
    hiveId: hive.id,
    productType: 'honey',
    quantity: 12.5,
    unit: 'kg',
    harvestDate: '2026-07-20',
  });
  for (const [type, category, amount, transactionDate] of [
    ['income', 'honey_sales', 120.5, '2026-07-21'],
    ['income', 'honey_sales', 30, '2026-08-02'],
    ['expense', 'equipment', 45.25, '2026-07-01'],
  ] as const) {
    await created(who, 'createFinance', {
      type,
      category,
      amount,
      transactionDate,
      description: `${category} ${amount}`,
    });
  }
  await created(who, 'createTask', {
    title: 'Add a super',
    dueDate: '2026-06-01',
    priority: 'high',
    type: 'maintenance',
    hiveId: hive.id,
  });
  await created(who, 'createFeedback', {
    category: 'feature_request',
    subject: 'Exports',
    message: 'Thank you for exports',
  });
  return { who, apiary, hive, inspection, photo };
}

async function startExport(who: TestBeekeeper, format: string) {
  return who.request<AccountExport>('startAccountExport', { body: { format } });
}

async function exportOf(who: TestBeekeeper, id: string): Promise<AccountExport> {
  const answer = await who.requestFor<AccountExport>('getAccountExport', id);
  expect(answer.statusCode).toBe(200);
  return accountExportSchema.strict().parse(answer.body);
}

/** Starts an export, runs the job as the route starts it, and answers the ready export and its stored file. */
async function builtExport(who: TestBeekeeper, format: 'json' | 'zip') {
  const answer = await startExport(who, format);
  expect(answer.statusCode).toBe(202);
  const pending = accountExportSchema.strict().parse(answer.body);
  expect(pending).toMatchObject({ format, status: 'pending', downloadURL: null });
  expect(started).toEqual([
    { job: 'buildAccountExports', event: { job: 'buildAccountExports', requestedBy: who.userId } },
  ]);
  expect(await buildAccountExports({ job: 'buildAccountExports', requestedBy: who.userId })).toEqual({
    built: ['ready'],
    deleted: 0,
  });
  const ready = await exportOf(who, pending.id);
  const file = stored.get(`users/${who.userId}/exports/${pending.id}.${format}`);
  if (!file) throw new Error('The export stored no file');
  return { ready, file };
}

/** A CSV's rows as arrays of cells (these tests' cells hold no line breaks). */
function csvRows(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .map((line) => [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)].map(([, cell = '']) => cell))
    .map((cells) =>
      cells.slice(0, -1).map((cell) => (cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell)),
    );
}

/** A CSV's records by its header. */
function csvRecords(text: string): Record<string, string>[] {
  const [header = [], ...rows] = csvRows(text);
  return rows.map((row) => Object.fromEntries(header.map((name, index) => [name, row[index] ?? ''])));
}

describe('exports of an account', () => {
  it('builds the JSON of every record type, the profile without secrets, photos by key and link', async () => {
    const { who, apiary, hive, inspection, photo } = await beekeeperWithRecords();
    const { ready, file } = await builtExport(who, 'json');
    expect(ready.status).toBe('ready');
    expect(ready.progress.done).toBe(ready.progress.total);
    // Ten records and the feeding's cost, an expense in the books.
    expect(ready.progress.total).toBe(11);
    expect(ready.downloadURL).toContain(`users/${who.userId}/exports/${ready.id}.json`);
    expect(ready.fileName).toMatch(/^hivekeeper-export-\d{4}-\d{2}-\d{2}\.json$/);
    expect(file.contentType).toBe('application/json');

    const data = JSON.parse(strFromU8(file.body)) as AccountData;
    expect(data.profile).toMatchObject({ id: who.userId, email: who.email, firstName: 'Zoë', lastName: 'Ågren' });
    expect(Object.keys(data.profile)).not.toEqual(
      expect.arrayContaining(['calendarFeedToken', 'billingCustomerId', 'subscriptionId']),
    );
    expect(data.preferences.units).toBeDefined();
    expect(data.apiaries.map(({ id }) => id)).toEqual([apiary.id]);
    expect(data.hives.map(({ id }) => id)).toEqual([hive.id]);
    expect(data.inspections).toMatchObject([{ id: inspection.id, photos: [photo] }]);
    expect(data.inspections[0]).not.toHaveProperty('photoUrls');
    expect(data.treatments).toMatchObject([{ treatmentName: 'Syrup', cost: 12.5 }]);
    expect(data.production).toMatchObject([{ quantity: 12.5, unit: 'kg' }]);
    expect(data.finances).toHaveLength(4);
    expect(data.finances).toContainEqual(
      expect.objectContaining({ description: 'Syrup', category: 'feed', amount: 12.5 }),
    );
    expect(data.tasks).toMatchObject([{ title: 'Add a super' }]);
    expect(data.feedback).toMatchObject([{ subject: 'Exports' }]);
    expect(data.photos).toMatchObject([{ key: photo, inspectionId: inspection.id, hiveId: hive.id }]);
    expect(data.photos[0]?.url).toMatch(/^https:\/\/hivekeeper\.test\/api\/export-photos\/[\w-]+\.[\w-]+$/);
    expect(new Date(data.exportedAt).getTime()).not.toBeNaN();
  });

  it("links each photo through HiveKeeper for the export's day: a fresh download while it lasts, 410 after", async () => {
    const { who, photo } = await beekeeperWithRecords();
    const { ready, file } = await builtExport(who, 'json');
    const url = (JSON.parse(strFromU8(file.body)) as AccountData).photos[0]?.url ?? '';
    const token = url.split('/').at(-1) ?? '';
    const link = verifyPhotoLink(token, signing.secret);
    expect(link).toEqual({ userId: who.userId, key: photo, expiresAt: Date.parse(ready.expiresAt) / 1000 });

    photosInBucket.add(photo);
    const opened = await request('openExportPhoto', { pathParameters: { token } });
    expect(opened.statusCode).toBe(302);
    const download = new URL(opened.headers.location ?? '');
    expect(download.pathname).toContain(photo);
    expect(download.searchParams.get('X-Amz-Expires')).toBe('60');

    // Another beekeeper's file, or anything but a photo, can't be named: the token is signed.
    const [payload, mac] = token.split('.');
    const swapped = Buffer.from(
      Buffer.from(payload ?? '', 'base64url')
        .toString()
        .replace(who.userId, 'someone-else'),
    ).toString('base64url');
    expect((await request('openExportPhoto', { pathParameters: { token: `${swapped}.${mac}` } })).statusCode).toBe(404);
    const exportFile = signPhotoLink(
      { userId: who.userId, key: `users/${who.userId}/exports/${ready.id}.json`, expiresAt: link?.expiresAt ?? 0 },
      signing.secret,
    );
    expect((await request('openExportPhoto', { pathParameters: { token: exportFile } })).statusCode).toBe(404);

    photosInBucket.delete(photo);
    expect(await request('openExportPhoto', { pathParameters: { token } })).toMatchObject({
      statusCode: 404,
      body: { message: API_ERRORS.exportPhotoNotFound, code: 'exportPhotoNotFound' },
    });
    photosInBucket.add(photo);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.parse(ready.expiresAt) + 1000);
      expect(await request('openExportPhoto', { pathParameters: { token } })).toMatchObject({
        statusCode: 410,
        body: { message: API_ERRORS.exportPhotoExpired, code: 'exportPhotoExpired' },
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('builds the ZIP of one CSV per record type, the profit and loss, the photos and a README', async () => {
    const { who, hive, inspection, photo } = await beekeeperWithRecords();
    const { file } = await builtExport(who, 'zip');
    expect(file.contentType).toBe('application/zip');
    const files = unzipSync(file.body);
    expect(Object.keys(files).sort()).toEqual(
      [
        'README.txt',
        'apiaries.csv',
        'finances.csv',
        'hives.csv',
        'inspections.csv',
        'photos.csv',
        'production.csv',
        'profit-and-loss.csv',
        'tasks.csv',
        'treatments.csv',
      ].sort(),
    );
    const text = (name: string) => strFromU8(files[name] ?? new Uint8Array());
    for (const [name, bytes] of Object.entries(files).filter(([file]) => file.endsWith('.csv'))) {
      expect([...bytes.slice(0, 3)], `${name} starts with UTF-8's byte order mark`).toEqual([0xef, 0xbb, 0xbf]);
    }
    expect(text('README.txt')).toContain('profit-and-loss.csv');
    expect(csvRecords(text('hives.csv'))).toMatchObject([{ id: hive.id, name: 'Bramble, "east"', apiary: 'Heath' }]);
    expect(csvRecords(text('inspections.csv'))).toMatchObject([
      { id: inspection.id, inspection_date: '2026-05-02', hive: 'Bramble, "east"', photos: '1' },
    ]);
    expect(csvRecords(text('treatments.csv'))).toMatchObject([
      { cost: '12.50', feed_amount: '10', weight_unit: 'lbs' },
    ]);
    expect(csvRecords(text('production.csv'))).toMatchObject([{ quantity: '12.5', unit: 'kg' }]);
    expect(csvRecords(text('finances.csv')).map(({ amount }) => amount)).toEqual(['30.00', '120.50', '45.25', '12.50']);
    expect(csvRecords(text('tasks.csv'))).toMatchObject([{ title: 'Add a super', status: 'pending' }]);
    expect(csvRecords(text('photos.csv'))).toMatchObject([
      { inspection_id: inspection.id, hive_id: hive.id, key: photo },
    ]);
    expect(csvRecords(text('profit-and-loss.csv'))).toEqual([
      { year: '2026', month: '05', category: 'all', income: '0.00', expenses: '12.50', profit: '-12.50' },
      { year: '2026', month: '07', category: 'all', income: '120.50', expenses: '45.25', profit: '75.25' },
      { year: '2026', month: '08', category: 'all', income: '30.00', expenses: '0.00', profit: '30.00' },
      { year: '2026', month: 'all', category: 'equipment', income: '0.00', expenses: '45.25', profit: '-45.25' },
      { year: '2026', month: 'all', category: 'feed', income: '0.00', expenses: '12.50', profit: '-12.50' },
      { year: '2026', month: 'all', category: 'honey_sales', income: '150.50', expenses: '0.00', profit: '150.50' },
      { year: '2026', month: 'all', category: 'all', income: '150.50', expenses: '57.75', profit: '92.75' },
    ]);
  });

  it("writes the ZIP's headers and README in the language of the beekeeper's profile", async () => {
    const { who, hive } = await beekeeperWithRecords();
    expect((await who.request('updateProfile', { body: { preferences: { language: 'de' } } })).statusCode).toBe(200);
    const { file } = await builtExport(who, 'zip');
    const files = unzipSync(file.body);
    const text = (name: string) => strFromU8(files[name] ?? new Uint8Array());
    expect(text('README.txt')).toContain(`HiveKeeper-Export von ${who.email}, erstellt `);
    expect(csvRecords(text('hives.csv'))).toMatchObject([
      { ID: hive.id, Name: 'Bramble, "east"', Bienenstand: 'Heath', Status: 'active' },
    ]);
    expect(csvRecords(text('tasks.csv'))).toMatchObject([{ Titel: 'Add a super', 'Fällig am': '2026-06-01' }]);
  });

  it("answers 404 for another beekeeper's export, and 400 for a bad format", async () => {
    const owner = await signedIn();
    const asked = await startExport(owner, 'json');
    expect(asked.statusCode).toBe(202);
    const other = beekeeper();
    const answer = await other.requestFor('getAccountExport', asked.body.id);
    expect(answer).toMatchObject({
      statusCode: 404,
      body: { message: API_ERRORS.exportNotFound, code: 'exportNotFound' },
    });
    const bad = await startExport(other, 'pdf');
    expect(bad).toMatchObject({ statusCode: 400, body: { errors: { format: [VALIDATION.exportFormatInvalid] } } });
  });

  it("lists the beekeeper's own exports of the day, newest first, for a profile opened again", async () => {
    const who = await proBeekeeper();
    const first = await builtExport(who, 'json');
    const second = await startExport(who, 'zip');
    const other = beekeeper();
    await startExport(other, 'json');
    const listed = await who.request<AccountExport[]>('listAccountExports');
    expect(listed.statusCode).toBe(200);
    expect(listed.body.map(({ id, format, status }) => ({ id, format, status }))).toEqual([
      { id: second.body.id, format: 'zip', status: 'pending' },
      { id: first.ready.id, format: 'json', status: 'ready' },
    ]);
    // The link comes from the export's own route, asked when it is downloaded.
    expect(listed.body.map(({ downloadURL }) => downloadURL)).toEqual([null, null]);
    // Built now, so the sweeper tests below find only their own exports waiting.
    for (const { userId } of [who, other])
      await buildAccountExports({ job: 'buildAccountExports', requestedBy: userId });
  });

  it('answers 402 with the Pro message for a free beekeeper asking for the ZIP, and builds their JSON', async () => {
    const who = await signedIn();
    const refused = await startExport(who, 'zip');
    expect(refused).toMatchObject({ statusCode: 402, body: { message: API_ERRORS.proRequired, code: 'proRequired' } });
    const { ready } = await builtExport(who, 'json');
    expect(ready.status).toBe('ready');
  });

  it('answers 409 while an export is being made, and 429 past the day', async () => {
    const who = await signedIn();
    expect((await startExport(who, 'json')).statusCode).toBe(202);
    expect(await startExport(who, 'json')).toMatchObject({
      statusCode: 409,
      body: { message: API_ERRORS.exportInProgress, code: 'exportInProgress' },
    });
    await buildAccountExports({ job: 'buildAccountExports', requestedBy: who.userId });
    for (let asked = 1; asked < EXPORT_LIMITS.perDay; asked++) {
      expect((await startExport(who, 'json')).statusCode).toBe(202);
      await buildAccountExports({ job: 'buildAccountExports', requestedBy: who.userId });
    }
    expect(await startExport(who, 'json')).toMatchObject({
      statusCode: 429,
      body: { message: API_ERRORS.exportDailyLimit(EXPORT_LIMITS.perDay) },
    });
  });

  it('sweeps: builds a pending export whose run never started, then deletes it with its file once expired', async () => {
    const who = await signedIn();
    const id = (await startExport(who, 'json')).body.id;
    const swept = await buildAccountExports({ job: 'buildAccountExports', scheduledFor: new Date().toISOString() });
    expect(swept.built).toContain('ready');
    expect((await exportOf(who, id)).status).toBe('ready');
    const key = `users/${who.userId}/exports/${id}.json`;
    expect(stored.has(key)).toBe(true);

    // A day later (the record's expiry moved back rather than the clock forward).
    const { data: record } = await AccountExportEntity.get({ userId: who.userId, exportId: id }).go();
    if (!record) throw new Error('no export record');
    await AccountExportEntity.delete({ userId: who.userId, exportId: id }).go();
    await AccountExportEntity.create({ ...record, expiresAt: Math.floor(Date.now() / 1000) - 1 }).go();
    expect((await who.requestFor('getAccountExport', id)).statusCode).toBe(404);
    const later = await buildAccountExports({ job: 'buildAccountExports', scheduledFor: new Date().toISOString() });
    expect(later.deleted).toBeGreaterThanOrEqual(1);
    expect(stored.has(key)).toBe(false);
    const { data: gone } = await AccountExportEntity.get({ userId: who.userId, exportId: id }).go();
    expect(gone).toBeNull();
  });

  it('sweeps: takes up a build gone silent, and gives up an export whose builds kept dying', async () => {
    const who = await signedIn();
    const id = (await startExport(who, 'json')).body.id;
    const key = { userId: who.userId, exportId: id };
    const silentSince = new Date(Date.now() - STALE_BUILD_MS - 60_000).toISOString();
    // A build claimed it and died: no progress for longer than a build may be silent.
    await AccountExportEntity.patch(key).set({ status: 'building', heartbeatAt: silentSince, attempts: 1 }).go();
    const swept = await buildAccountExports({ job: 'buildAccountExports', scheduledFor: new Date().toISOString() });
    expect(swept.built).toContain('ready');
    expect((await exportOf(who, id)).status).toBe('ready');
    expect((await AccountExportEntity.get(key).go()).data?.attempts).toBe(2);

    const dying = (await startExport(who, 'json')).body.id;
    const dyingKey = { userId: who.userId, exportId: dying };
    await AccountExportEntity.patch(dyingKey)
      .set({ status: 'building', heartbeatAt: silentSince, attempts: MAX_BUILD_ATTEMPTS })
      .go();
    await buildAccountExports({ job: 'buildAccountExports', scheduledFor: new Date().toISOString() });
    expect((await exportOf(who, dying)).status).toBe('failed');
    expect(stored.has(`users/${who.userId}/exports/${dying}.json`)).toBe(false);
  });

  it('leaves a build that is alive to itself', async () => {
    const who = await signedIn();
    const id = (await startExport(who, 'json')).body.id;
    const key = { userId: who.userId, exportId: id };
    await AccountExportEntity.patch(key)
      .set({ status: 'building', heartbeatAt: new Date().toISOString(), attempts: 1 })
      .go();
    expect(await buildAccountExports({ job: 'buildAccountExports', requestedBy: who.userId })).toEqual({
      built: [],
      deleted: 0,
    });
    await buildAccountExports({ job: 'buildAccountExports', scheduledFor: new Date().toISOString() });
    expect((await exportOf(who, id)).status).toBe('building');
    expect(stored.has(`users/${who.userId}/exports/${id}.json`)).toBe(false);
  });
});
