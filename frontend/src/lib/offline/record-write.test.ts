import 'fake-indexeddb/auto';
import { Blob as ClonableBlob } from 'node:buffer';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_HEADER } from '@shared/domain/team-links';
import { RECORD_VERSION_HEADER } from '@shared/domain/offline-sync';
import { API_ERRORS } from '@shared/messages';
import { setActingAccountId } from '@/lib/acting-account';
import { isApiError } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';
import { CLIENT_MADE_ID, emptyOutbox } from '@/testing/outbox';
import { apiPattern, apiUrl, server } from '@/testing/server';
import { testSession } from '@/testing/session';
import { outboxEntries } from './outbox';
import { sendOrQueue } from './record-write';

const newInspection = {
  recordType: 'inspection' as const,
  method: 'POST' as const,
  path: apiPath(routes.createInspection),
  body: { hiveId: 'hive-1', notes: 'Calm' },
  hiveId: 'hive-1',
  label: 'Inspection of Hive 3, 2026-05-12',
};
const hiveEdit = {
  recordType: 'hive' as const,
  method: 'PUT' as const,
  path: apiPath(routes.updateHive, { id: 'hive-1' }),
  recordId: 'hive-1',
  version: 'v1',
  body: { name: 'Hive 3' },
  label: 'Hive 3',
};

let online = true;
beforeEach(() => {
  testSession.idToken = 'test-token-user-1';
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await emptyOutbox();
});

describe('a record written through the outbox', () => {
  it('online: is sent at once, named by the app, for the account acted on, with the version it started from', async () => {
    setActingAccountId('maya-account');
    const seen: { body: unknown; account: string | null; version: string | null }[] = [];
    const remember = async ({ request }: { request: Request }) => {
      seen.push({
        body: await request.json(),
        account: request.headers.get(ACCOUNT_HEADER),
        version: request.headers.get(RECORD_VERSION_HEADER),
      });
      return HttpResponse.json({ id: 'saved' }, { status: 201 });
    };
    server.use(http.post(apiUrl(routes.createInspection), remember), http.put(apiPattern(routes.updateHive), remember));

    expect(await sendOrQueue(newInspection, 'user-1')).toEqual({ id: 'saved' });
    expect(await sendOrQueue(hiveEdit, 'user-1')).toEqual({ id: 'saved' });
    expect(seen).toEqual([
      { body: { ...newInspection.body, id: CLIENT_MADE_ID }, account: 'maya-account', version: null },
      { body: hiveEdit.body, account: 'maya-account', version: 'v1' },
    ]);
    expect(await outboxEntries('user-1')).toEqual([]);
  });

  it('offline: waits in the outbox with the account it was made for', async () => {
    online = false;
    setActingAccountId('maya-account');
    const saved = await sendOrQueue(newInspection, 'user-1');
    expect(saved).toMatchObject({ queued: { status: 'waiting', accountId: 'maya-account', kind: 'create' } });
    expect(await outboxEntries('user-1')).toMatchObject([{ body: { id: CLIENT_MADE_ID }, label: newInspection.label }]);
  });

  it('waits in the outbox when the request dies on the way, or when its photos are still on the device', async () => {
    server.use(http.post(apiUrl(routes.createInspection), () => HttpResponse.error()));
    await sendOrQueue(newInspection, 'user-1');
    const photo = new ClonableBlob(['jpeg'], { type: 'image/jpeg' }) as Blob;
    await sendOrQueue({ ...newInspection, photos: [photo] }, 'user-1');
    expect((await outboxEntries('user-1')).map((entry) => entry.photos.length)).toEqual([0, 1]);
  });

  it("comes back as a merge to choose when the record moved on, and shows a 400's field errors as ever", async () => {
    const current = { id: 'hive-1', name: 'Hive 7', version: 'v2' };
    server.use(
      http.put(apiPattern(routes.updateHive), () =>
        HttpResponse.json({ message: API_ERRORS.editConflict, current }, { status: 409 }),
      ),
      http.post(apiUrl(routes.createInspection), () =>
        HttpResponse.json({ message: 'Validation failed', errors: { notes: ['Too long'] } }, { status: 400 }),
      ),
    );
    expect(await sendOrQueue(hiveEdit, 'user-1')).toMatchObject({ queued: { status: 'conflict', current } });
    const refused = await sendOrQueue(newInspection, 'user-1').catch((error: unknown) => error);
    expect(isApiError(refused, 400)).toBe(true);
    expect(await outboxEntries('user-1')).toMatchObject([{ recordId: 'hive-1', status: 'conflict' }]);
  });
});
