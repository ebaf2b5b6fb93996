/**
 * Offline sync through the gateway, as the app's outbox replays writes (docs/features/offline.md): an inspection
 * with a photo sent again after its answer was lost is found, not made twice, though its upload has moved; an edit
 * from a stale copy is refused with the stored record, and the version header reaches the API.
 */
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../functions/api-path';
import { unattachedKeyOf } from '../../functions/lib/uploads/keys';
import { routes } from '../../functions/routes';
import { RECORD_VERSION_HEADER } from '../../shared/domain/offline-sync';
import { API_ERRORS } from '../../shared/messages';
import type { Apiary } from '../../shared/schemas/apiary';
import type { Hive } from '../../shared/schemas/hive';
import type { HiveWithLatestInspection, InspectionAnswer } from '../../shared/schemas/inspection';
import type { ApiCaller } from '../../infra/local/api-client';
import { apiAs, callApi, createUser, type TestUser } from '../../infra/local/test-support/integration-stack';
import { download, objectExists, uploadFile } from '../../infra/local/test-support/uploads';

/** Bytes that differ per photo, so a download proves it is the photo that was uploaded. */
function photoBytes(label: string): Buffer {
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(label)]);
}

/** An answer without its presigned photo URLs, which are signed afresh on every read. */
function withoutPhotoUrls({ photoUrls: _photoUrls, ...inspection }: InspectionAnswer) {
  return inspection;
}

describe('offline sync through the gateway', () => {
  let user: TestUser;
  let api: ApiCaller;
  let hive: Hive;

  beforeAll(async () => {
    // Admins have Pro access, which inspection photos need.
    user = await createUser({ admin: true, label: 'offline-sync' });
    api = apiAs(user);
    const apiary = (await api<Apiary>('POST', apiPath(routes.createApiary), { name: 'Yard', location: 'Field' })).body;
    hive = (await api<Hive>('POST', apiPath(routes.createHive), { name: 'H1', apiaryId: apiary.id })).body;
  });

  it('records an inspection with a photo once, though the app sends it again after its upload moved', async () => {
    const bytes = photoBytes('brood frame');
    const key = await uploadFile(api, { purpose: 'inspection-photo', contentType: 'image/png', bytes });
    const body = { id: ulid(), hiveId: hive.id, inspectionDate: '2026-05-01', photos: [key] };

    const first = await api<InspectionAnswer>('POST', apiPath(routes.createInspection), body);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ id: body.id, photos: [key], version: expect.any(String) });
    expect(await objectExists(unattachedKeyOf(key))).toBe(false);

    // The answer was lost: the outbox sends the same write again.
    const replay = await api<InspectionAnswer>('POST', apiPath(routes.createInspection), body);
    expect(replay.status).toBe(200);
    expect(withoutPhotoUrls(replay.body)).toEqual(withoutPhotoUrls(first.body));
    expect(await download(replay.body.photoUrls[0] ?? '')).toEqual(bytes);
    expect(await objectExists(key)).toBe(true);

    const listed = await api<InspectionAnswer[]>('GET', apiPath(routes.listInspections, {}, { hiveId: hive.id }));
    expect(listed.body.map(({ id }) => id)).toEqual([body.id]);
    const shown = await api<HiveWithLatestInspection>('GET', apiPath(routes.getHive, { id: hive.id }));
    expect(shown.body).toMatchObject({ inspectionCount: 1, version: hive.version });
  });

  it('refuses an edit from a stale copy with 409 and the stored inspection, and takes one from the current', async () => {
    const created = await api<InspectionAnswer>('POST', apiPath(routes.createInspection), {
      hiveId: hive.id,
      inspectionDate: '2026-06-01',
      notes: 'Calm',
    });
    const edit = (notes: string, startedFrom: string) =>
      callApi<InspectionAnswer & { current?: InspectionAnswer }>(
        'PUT',
        apiPath(routes.updateInspection, { id: created.body.id }),
        {
          idToken: user.tokens.idToken,
          body: { hiveId: hive.id, inspectionDate: '2026-06-01', notes },
          headers: { [RECORD_VERSION_HEADER]: startedFrom },
        },
      );

    const onPhone = await edit('Calm, queen seen', created.body.version);
    expect(onPhone.status).toBe(200);
    const onTablet = await edit('Calm, supers on', created.body.version);
    expect(onTablet.status).toBe(409);
    expect(onTablet.body).toMatchObject({ message: API_ERRORS.editConflict, code: 'editConflict' });
    expect(withoutPhotoUrls(onTablet.body.current as InspectionAnswer)).toEqual(withoutPhotoUrls(onPhone.body));

    // The beekeeper merged on the tablet and saves from the version the conflict answered.
    const merged = await edit('Calm, queen seen, supers on', onTablet.body.current?.version ?? '');
    expect(merged.status).toBe(200);
    const stored = await api<InspectionAnswer>('GET', apiPath(routes.getInspection, { id: created.body.id }));
    expect(stored.body.notes).toBe('Calm, queen seen, supers on');
  });
});
