/**
 * Photo uploads through the gateway and s3rver, as the browser does them: ask for a presigned PUT, send the file
 * straight to the bucket, save its key on an inspection, and see it again through the answer's presigned GET. A
 * record may name only the caller's own uploaded photos, and photos go with their inspection or hive.
 */
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../functions/api-path';
import { unattachedKeyOf } from '../../functions/lib/uploads/keys';
import { routes } from '../../functions/routes';
import { API_ERRORS, VALIDATION } from '../../shared/messages';
import type { Apiary } from '../../shared/schemas/apiary';
import type { Hive } from '../../shared/schemas/hive';
import type { HiveWithLatestInspection, InspectionAnswer } from '../../shared/schemas/inspection';
import type { UploadAnswer } from '../../shared/schemas/upload';
import type { ApiCaller } from '../../infra/local/api-client';
import { localS3Client, removeUnattachedUploads } from '../../infra/local/s3';
import { apiAs, createUser, localStack } from '../../infra/local/test-support/integration-stack';
import { download, objectExists, uploadFile } from '../../infra/local/test-support/uploads';

/** Bytes that differ per photo, so a download proves it is the photo that was uploaded. */
function photoBytes(label: string): Buffer {
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(label)]);
}

async function askUpload(api: ApiCaller, bytes: Buffer, contentType = 'image/png') {
  return api<UploadAnswer>('POST', apiPath(routes.createUpload), {
    purpose: 'inspection-photo',
    contentType,
    size: bytes.length,
  });
}

function put(uploadURL: string, bytes: Buffer, contentType = 'image/png') {
  return fetch(uploadURL, { method: 'PUT', headers: { 'content-type': contentType }, body: bytes });
}

/** Uploads a photo as the browser does and answers the key to save. */
function uploadPhoto(api: ApiCaller, bytes: Buffer): Promise<string> {
  return uploadFile(api, { purpose: 'inspection-photo', contentType: 'image/png', bytes });
}

async function hiveOf(api: ApiCaller): Promise<Hive> {
  const apiary = (await api<Apiary>('POST', apiPath(routes.createApiary), { name: 'Yard', location: 'Field' })).body;
  return (await api<Hive>('POST', apiPath(routes.createHive), { name: 'H1', apiaryId: apiary.id })).body;
}

function record(api: ApiCaller, hiveId: string, photos: string[]) {
  return api<InspectionAnswer & { errors?: Record<string, string[]> }>('POST', apiPath(routes.createInspection), {
    hiveId,
    inspectionDate: '2026-05-01',
    photos,
  });
}

const s3 = () => localS3Client(localStack().s3);

describe('photo uploads through the gateway and s3rver', () => {
  let pro: ApiCaller;
  let hive: Hive;

  beforeAll(async () => {
    // Admins have Pro access, as Pro subscribers do.
    pro = apiAs(await createUser({ admin: true, label: 'pro-photos' }));
    hive = await hiveOf(pro);
  });

  it('saves uploaded photos on an inspection and shows them through presigned downloads', async () => {
    const [first, second] = [photoBytes('first frame'), photoBytes('second frame')];
    const keys = [await uploadPhoto(pro, first), await uploadPhoto(pro, second)];
    const [firstKey = ''] = keys;

    const created = await record(pro, hive.id, keys);
    expect(created.status).toBe(201);
    expect(created.body.photos).toEqual(keys);
    const [firstUrl = '', secondUrl = ''] = created.body.photoUrls;
    expect(created.body.photoUrls).toHaveLength(2);
    expect(await download(firstUrl)).toEqual(first);
    expect(await download(secondUrl)).toEqual(second);
    // Saved under the record's key; the unattached upload, which would expire, is gone.
    expect(await objectExists(firstKey)).toBe(true);
    expect(await objectExists(unattachedKeyOf(firstKey))).toBe(false);

    const listed = await pro<InspectionAnswer[]>(
      'GET',
      apiPath(routes.listInspections, {}, { hiveId: hive.id, limit: '1' }),
    );
    expect(await download(listed.body[0]?.photoUrls[1] ?? '')).toEqual(second);
    const shown = await pro<HiveWithLatestInspection>('GET', apiPath(routes.getHive, { id: hive.id }));
    expect(await download(shown.body.latestInspection?.photoUrls[0] ?? '')).toEqual(first);
  });

  it('refuses a PUT of another type or size than the one signed', async () => {
    const bytes = photoBytes('signed');
    const { uploadURL } = (await askUpload(pro, bytes)).body;
    expect((await put(uploadURL, bytes, 'image/gif')).status).toBe(403);
    expect((await put(uploadURL, Buffer.concat([bytes, bytes]))).status).toBe(403);
  });

  it('refuses other types and files too large with 400, and inspection photos to a free beekeeper with 402', async () => {
    const svg = await askUpload(pro, photoBytes('x'), 'image/svg+xml');
    expect(svg).toMatchObject({ status: 400, body: { errors: { contentType: [VALIDATION.imageTypeNotAllowed] } } });
    const large = await pro('POST', apiPath(routes.createUpload), {
      purpose: 'inspection-photo',
      contentType: 'image/jpeg',
      size: 10_485_761,
    });
    expect(large).toMatchObject({ status: 400, body: { errors: { size: [VALIDATION.fileTooLarge(10)] } } });

    const free = apiAs(await createUser({ label: 'free-photos' }));
    const refused = await askUpload(free, photoBytes('free'));
    expect(refused).toMatchObject({ status: 402, body: { message: API_ERRORS.proRequired, code: 'proRequired' } });
  });

  it("refuses another beekeeper's photo and a photo never uploaded, writing nothing", async () => {
    const other = apiAs(await createUser({ admin: true, label: 'other-photos' }));
    const othersKey = await uploadPhoto(other, photoBytes("someone else's"));
    const ownKey = await uploadPhoto(pro, photoBytes('own'));
    const neverUploaded = ownKey.replace(/[0-9A-Z]{26}/, '01JC00000000000000000000ZZ');
    const ownHive = await hiveOf(pro);

    for (const photos of [[ownKey, othersKey], [neverUploaded], [`users/../${othersKey}`]]) {
      const answer = await record(pro, ownHive.id, photos);
      expect(answer).toMatchObject({ status: 400, body: { errors: { photos: [VALIDATION.photoNotUploaded] } } });
    }
    const shown = await pro<HiveWithLatestInspection>('GET', apiPath(routes.getHive, { id: ownHive.id }));
    expect(shown.body).toMatchObject({ inspectionCount: 0, latestInspection: null });
    // The other beekeeper's file stays theirs, where it was.
    expect(await objectExists(unattachedKeyOf(othersKey))).toBe(true);
    expect(await objectExists(othersKey)).toBe(false);
  });

  it('deletes a photo dropped on edit, the photos of a deleted inspection and those of a deleted hive', async () => {
    const ownHive = await hiveOf(pro);
    const [kept, dropped] = [await uploadPhoto(pro, photoBytes('kept')), await uploadPhoto(pro, photoBytes('drop'))];
    const inspection = (await record(pro, ownHive.id, [kept, dropped])).body;

    const edited = await pro<InspectionAnswer>('PUT', apiPath(routes.updateInspection, { id: inspection.id }), {
      hiveId: ownHive.id,
      inspectionDate: '2026-05-01',
      photos: [kept],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.photoUrls).toHaveLength(1);
    expect(await objectExists(dropped)).toBe(false);
    expect(await objectExists(kept)).toBe(true);

    expect((await pro('DELETE', apiPath(routes.deleteInspection, { id: inspection.id }))).status).toBe(204);
    expect(await objectExists(kept)).toBe(false);

    const onHive = await uploadPhoto(pro, photoBytes('with the hive'));
    expect((await record(pro, ownHive.id, [onHive])).status).toBe(201);
    expect((await pro('DELETE', apiPath(routes.deleteHive, { id: ownHive.id }))).status).toBe(204);
    expect(await objectExists(onHive)).toBe(false);
  });
});

describe('the local cleanup of uploads never saved', () => {
  const key = `${unattachedKeyOf('users/cleanup-test/inspection-photo/01JC0000000000000000000000.png')}`;
  const options = () => ({ endpoint: localStack().s3, bucket: localStack().uploadsBucket });

  beforeAll(async () => {
    await s3().send(new PutObjectCommand({ ...{ Bucket: localStack().uploadsBucket }, Key: key, Body: 'abandoned' }));
  });
  afterAll(() => removeUnattachedUploads({ ...options(), uploadedBefore: new Date(Date.now() + 60_000) }));

  it('keeps an upload younger than the cutoff and removes it once older', async () => {
    const dayAgo = new Date(Date.now() - 24 * 60 * 60 * 1000);
    expect(await removeUnattachedUploads({ ...options(), uploadedBefore: dayAgo })).toBe(0);
    expect(await objectExists(key)).toBe(true);
    const removed = await removeUnattachedUploads({ ...options(), uploadedBefore: new Date(Date.now() + 60_000) });
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(await objectExists(key)).toBe(false);
  });
});
