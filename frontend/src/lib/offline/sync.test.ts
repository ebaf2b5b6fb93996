import 'fake-indexeddb/auto';
import { Blob as ClonableBlob } from 'node:buffer';
import { QueryClient } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_HEADER } from '@shared/domain/team-links';
import { RECORD_VERSION_HEADER } from '@shared/domain/offline-sync';
import { API_ERRORS, OUTBOX_MESSAGES } from '@shared/messages';
import { apiPath, routes } from '@/lib/api-routes';
import { useCurrentToast } from '@/lib/toast';
import { serveUploads } from '@/testing/inspections';
import { emptyOutbox, outboxWrite } from '@/testing/outbox';
import { apiPattern, apiUrl, server } from '@/testing/server';
import { testAuth, testSession } from '@/testing/session';
import { outboxEntries, queueWrite } from './outbox';
import { syncOutbox } from './sync';

const refreshSession = vi.fn<() => Promise<void>>();
let queryClient: QueryClient;

beforeEach(() => {
  testSession.idToken = 'test-token-user-1';
  refreshSession.mockReset().mockResolvedValue(undefined);
  testAuth.prepareAuth.mockResolvedValue({ refreshSession });
  queryClient = new QueryClient();
});
afterEach(emptyOutbox);

/** What the API saw of each write: path, the account and version headers, the body. */
function recordWrites(
  answer: (request: Request) => Response | Promise<Response> = () =>
    HttpResponse.json({ id: 'saved' }, { status: 201 }),
) {
  const seen: { path: string; account: string | null; version: string | null; body: Record<string, unknown> }[] = [];
  const handle = async ({ request }: { request: Request }) => {
    seen.push({
      path: new URL(request.url).pathname,
      account: request.headers.get(ACCOUNT_HEADER),
      version: request.headers.get(RECORD_VERSION_HEADER),
      body: (await request.clone().json()) as Record<string, unknown>,
    });
    return answer(request);
  };
  server.use(
    http.post(apiUrl(routes.createInspection), handle),
    http.put(apiPattern(routes.updateHive), handle),
    http.patch(apiPattern(routes.updateTask), handle),
  );
  return seen;
}

const hiveEdit = (overrides = {}) =>
  outboxWrite({
    recordType: 'hive',
    recordId: 'hive-1',
    kind: 'edit',
    method: 'PUT',
    path: apiPath(routes.updateHive, { id: 'hive-1' }),
    body: { name: 'Hive 3', notes: 'Requeened' },
    version: 'v1',
    label: 'Hive 3',
    ...overrides,
  });

describe('syncing the outbox', () => {
  it('refreshes the session, then replays in the order made, each for its own account and version', async () => {
    refreshSession.mockImplementation(async () => {
      expect(seen).toEqual([]);
    });
    const seen = recordWrites();
    await queueWrite(outboxWrite({ accountId: 'maya-account' }));
    await queueWrite(hiveEdit());
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    await syncOutbox('user-1', queryClient);

    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([
      { path: apiPath(routes.createInspection), account: 'maya-account', version: null, body: outboxWrite().body },
      { path: apiPath(routes.updateHive, { id: 'hive-1' }), account: null, version: 'v1', body: hiveEdit().body },
    ]);
    expect(await outboxEntries('user-1')).toEqual([]);
    expect(invalidate).toHaveBeenCalled();
  });

  it("sends only the signed-in beekeeper's writes", async () => {
    const seen = recordWrites();
    await queueWrite(outboxWrite({ userId: 'user-2' }));
    await syncOutbox('user-1', queryClient);
    expect(seen).toEqual([]);
    expect(await outboxEntries('user-2')).toHaveLength(1);
  });

  it('stops at a network failure and keeps every write waiting, in order', async () => {
    const seen = recordWrites(() => Response.error());
    await queueWrite(outboxWrite());
    await queueWrite(hiveEdit());

    await syncOutbox('user-1', queryClient);

    expect(seen).toHaveLength(1);
    expect((await outboxEntries('user-1')).map((entry) => entry.status)).toEqual(['waiting', 'waiting']);
  });

  it('uploads the photos first, keeps their keys, and never uploads one twice after a lost answer', async () => {
    const uploads = serveUploads();
    let answers = 0;
    const seen = recordWrites(() =>
      ++answers === 1 ? Response.error() : HttpResponse.json({ id: 'saved' }, { status: 201 }),
    );
    const photo = new ClonableBlob(['jpeg bytes'], { type: 'image/jpeg' }) as Blob;
    await queueWrite(
      outboxWrite({
        accountId: 'maya-account',
        body: { hiveId: 'hive-1', photos: ['kept-key'] },
        photos: [{ blob: photo }],
      }),
    );

    await syncOutbox('user-1', queryClient);
    const [waiting] = await outboxEntries('user-1');
    expect(waiting?.photos[0]?.key).toBe('users/user-1/inspection-photo/photo-1');

    await syncOutbox('user-1', queryClient);
    expect(uploads.requested).toHaveLength(1);
    expect(uploads.stored).toHaveLength(1);
    expect(seen.map((write) => write.body.photos)).toEqual([
      ['kept-key', 'users/user-1/inspection-photo/photo-1'],
      ['kept-key', 'users/user-1/inspection-photo/photo-1'],
    ]);
    expect(await outboxEntries('user-1')).toEqual([]);
  });

  it('sends a recording, then its sound, then asks for its transcription; a replay after a dropped upload sends the rest', async () => {
    const made: Record<string, unknown>[] = [];
    const transcriptions: string[] = [];
    const stored: (string | null)[] = [];
    let puts = 0;
    server.use(
      http.post(apiUrl(routes.createVoiceRecording), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        made.push(body);
        const recording = { id: body.id, status: 'uploading' };
        // The first answer makes it (201), a replay finds it (200): each with a URL while the sound is awaited.
        return HttpResponse.json(
          { recording, uploadURL: `https://uploads.test/recording-${made.length}` },
          { status: made.length === 1 ? 201 : 200 },
        );
      }),
      http.put('https://uploads.test/*', ({ request }) => {
        if (++puts === 1) return Response.error();
        stored.push(request.headers.get('content-type'));
        return new HttpResponse(null, { status: 200 });
      }),
      http.post(apiPattern(routes.transcribeVoiceRecording), ({ params }) => {
        transcriptions.push(String(params.id));
        return HttpResponse.json({ id: params.id, status: 'transcribing' });
      }),
    );
    const body = { id: 'recording-1', apiaryId: 'apiary-1', contentType: 'audio/webm', size: 5, seconds: 3 };
    await queueWrite(
      outboxWrite({
        recordType: 'voiceRecording',
        recordId: 'recording-1',
        path: apiPath(routes.createVoiceRecording),
        body,
        audio: new ClonableBlob(['sound'], { type: 'audio/webm' }) as Blob,
      }),
    );

    await syncOutbox('user-1', queryClient);
    expect((await outboxEntries('user-1')).map((entry) => entry.status)).toEqual(['waiting']);
    expect(transcriptions).toEqual([]);

    await syncOutbox('user-1', queryClient);
    expect(made).toEqual([body, body]);
    expect(stored).toEqual(['audio/webm']);
    expect(transcriptions).toEqual(['recording-1']);
    expect(await outboxEntries('user-1')).toEqual([]);
  });

  it("keeps a stale edit with the server's record for the merge, and holds that hive's later writes", async () => {
    const current = { id: 'hive-1', name: 'Hive 3', notes: 'Queenless', version: 'v2' };
    recordWrites((request) =>
      request.method === 'PUT'
        ? HttpResponse.json({ message: API_ERRORS.editConflict, current }, { status: 409 })
        : HttpResponse.json({ id: 'saved' }, { status: 201 }),
    );
    await queueWrite(hiveEdit());
    await queueWrite(outboxWrite());
    await queueWrite(outboxWrite({ hiveId: 'hive-2', label: 'other hive' }));

    await syncOutbox('user-1', queryClient);

    const entries = await outboxEntries('user-1');
    expect(entries.map((entry) => [entry.label, entry.status])).toEqual([
      ['Hive 3', 'conflict'],
      ['Inspection of Hive 3, 2026-05-12', 'waiting'],
    ]);
    expect(entries[0]?.current).toEqual(current);
  });

  it('drops a replayed edit whose first answer was lost: the server already holds it', async () => {
    const current = { id: 'hive-1', name: 'Hive 3', notes: 'Requeened', version: 'v2' };
    recordWrites(() => HttpResponse.json({ message: API_ERRORS.editConflict, current }, { status: 409 }));
    await queueWrite(hiveEdit());
    await syncOutbox('user-1', queryClient);
    expect(await outboxEntries('user-1')).toEqual([]);
  });

  it('drops an edit of a record deleted meanwhile, and says so once', async () => {
    recordWrites(() => HttpResponse.json({ message: 'Hive not found' }, { status: 404 }));
    await queueWrite(hiveEdit());
    const toast = renderHook(() => useCurrentToast());

    await syncOutbox('user-1', queryClient);

    expect(await outboxEntries('user-1')).toEqual([]);
    expect(toast.result.current?.description).toBe(OUTBOX_MESSAGES.deletedOnServer('Hive 3'));
  });

  it("marks a refused write failed with the server's words and goes on with the others", async () => {
    const seen = recordWrites((request) =>
      request.method === 'POST'
        ? HttpResponse.json({ message: 'Hive not found' }, { status: 404 })
        : HttpResponse.json({ id: 'saved' }),
    );
    await queueWrite(outboxWrite());
    await queueWrite(hiveEdit({ hiveId: 'hive-2' }));

    await syncOutbox('user-1', queryClient);

    expect(seen).toHaveLength(2);
    expect(await outboxEntries('user-1')).toMatchObject([{ status: 'failed', message: 'Hive not found' }]);
  });

  it('leaves the outbox waiting when the session cannot be refreshed', async () => {
    const seen = recordWrites();
    refreshSession.mockRejectedValue(new TypeError('Failed to fetch'));
    await queueWrite(outboxWrite());
    await syncOutbox('user-1', queryClient);
    expect(seen).toEqual([]);
    expect(await outboxEntries('user-1')).toMatchObject([{ status: 'waiting' }]);
  });
});
