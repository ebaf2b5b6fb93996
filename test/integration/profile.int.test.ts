/**
 * The profile through the gateway and s3rver, as the profile screen uses it. The username: checked, saved, and
 * refused with 409 when another beekeeper holds it. The picture: ask for a presigned PUT with
 * purpose `profile-picture`, send the file straight to the bucket, save its key with PUT /api/profile-picture, and
 * see it through the user's presigned GET. Only the caller's own upload is accepted, and a new picture deletes the
 * old one's object once saved.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../functions/api-path';
import { unattachedKeyOf } from '../../functions/lib/uploads/keys';
import { routes } from '../../functions/routes';
import { API_ERRORS, VALIDATION } from '../../shared/messages';
import type { UsernameCheck } from '../../shared/schemas/profile';
import type { UploadAnswer } from '../../shared/schemas/upload';
import type { CurrentUser } from '../../shared/schemas/user';
import type { ApiCaller } from '../../infra/local/api-client';
import { apiAs, createUser } from '../../infra/local/test-support/integration-stack';
import { download, objectExists, uploadFile } from '../../infra/local/test-support/uploads';

/** Bytes that differ per picture, so a download proves it is the picture that was uploaded. */
function pictureBytes(label: string): Buffer {
  return Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(label)]);
}

/** Uploads a picture as the browser does (a free beekeeper may) and answers the key to save. */
function uploadPicture(api: ApiCaller, bytes: Buffer): Promise<string> {
  return uploadFile(api, { purpose: 'profile-picture', contentType: 'image/jpeg', bytes });
}

function savePicture(api: ApiCaller, profileImageURL: string) {
  return api<CurrentUser & { errors?: Record<string, string[]> }>('PUT', apiPath(routes.updateProfilePicture), {
    profileImageURL,
  });
}

describe('the profile picture through the gateway and s3rver', () => {
  let ann: ApiCaller;
  let bob: ApiCaller;

  beforeAll(async () => {
    [ann, bob] = [apiAs(await createUser({ label: 'picture-ann' })), apiAs(await createUser({ label: 'picture-bob' }))];
  });

  it('saves the uploaded picture, shows it through a presigned GET, and deletes the old one after a new one', async () => {
    expect((await ann<CurrentUser>('GET', apiPath(routes.getCurrentUser))).body.profileImageUrl).toBeNull();
    const first = pictureBytes('first portrait');
    const firstKey = await uploadPicture(ann, first);

    const saved = await savePicture(ann, firstKey);
    expect(saved.status).toBe(200);
    expect(await download(saved.body.profileImageUrl ?? '')).toEqual(first);
    const shown = await ann<CurrentUser>('GET', apiPath(routes.getCurrentUser));
    expect(await download(shown.body.profileImageUrl ?? '')).toEqual(first);
    expect(await objectExists(firstKey)).toBe(true);
    expect(await objectExists(unattachedKeyOf(firstKey))).toBe(false);

    const second = pictureBytes('second portrait');
    const secondKey = await uploadPicture(ann, second);
    const replaced = await savePicture(ann, secondKey);
    expect(replaced.status).toBe(200);
    expect(await download(replaced.body.profileImageUrl ?? '')).toEqual(second);
    expect(await objectExists(secondKey)).toBe(true);
    expect(await objectExists(firstKey)).toBe(false);
  });

  it("refuses another beekeeper's upload and a missing one with 400 on profileImageURL, changing nothing", async () => {
    const bobsKey = await uploadPicture(bob, pictureBytes('bob'));
    const before = (await ann<CurrentUser>('GET', apiPath(routes.getCurrentUser))).body;

    const foreign = await savePicture(ann, bobsKey);
    expect(foreign).toMatchObject({
      status: 400,
      body: { errors: { profileImageURL: [VALIDATION.photoNotUploaded] } },
    });
    // Asked for but never sent to the bucket.
    const notSent = await ann<UploadAnswer>('POST', apiPath(routes.createUpload), {
      purpose: 'profile-picture',
      contentType: 'image/png',
      size: 100,
    });
    const missing = await savePicture(ann, notSent.body.key);
    expect(missing).toMatchObject({
      status: 400,
      body: { errors: { profileImageURL: [VALIDATION.photoNotUploaded] } },
    });
    // Bob's upload stays his, ready to save.
    expect(await objectExists(unattachedKeyOf(bobsKey))).toBe(true);
    expect((await savePicture(bob, bobsKey)).status).toBe(200);

    const after = (await ann<CurrentUser>('GET', apiPath(routes.getCurrentUser))).body;
    expect({ ...after, profileImageUrl: null }).toEqual({ ...before, profileImageUrl: null });
    expect(after.profileImageUrl?.split('?')[0]).toBe(before.profileImageUrl?.split('?')[0]);
  });
});

describe('the username through the gateway', () => {
  it('is checked, saved with PATCH, and refused to another beekeeper in any case', async () => {
    const [cat, dan] = [
      apiAs(await createUser({ label: 'username-cat' })),
      apiAs(await createUser({ label: 'username-dan' })),
    ];
    const name = `Cat_${Date.now().toString(36)}`;
    const check = (api: ApiCaller, username: string) =>
      api<UsernameCheck>('GET', apiPath(routes.checkUsername, { username }));
    expect((await check(dan, name)).body).toEqual({ available: true });

    const saved = await cat<CurrentUser>('PATCH', apiPath(routes.updateProfile), {
      username: name,
      preferences: { units: 'metric' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ username: name, preferences: { units: 'metric' } });

    expect((await check(dan, name.toUpperCase())).body).toEqual({ available: false, reason: API_ERRORS.usernameTaken });
    expect((await check(cat, name.toLowerCase())).body).toEqual({ available: true });
    const taken = await dan('PATCH', apiPath(routes.updateProfile), { username: name.toLowerCase() });
    expect(taken).toMatchObject({ status: 409, body: { message: API_ERRORS.usernameTaken, code: 'usernameTaken' } });
  });
});
