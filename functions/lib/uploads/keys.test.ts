import { describe, expect, it } from 'vitest';
import { isUploadKeyOf, newUploadKey, unattachedKeyOf } from './keys';

const ANN = '6b1f3c2e-0d4a-4c61-9a8e-2f6a1b7c9d10';
const BOB = '0c7e9a51-3b2d-4f8e-8a6c-5d4e3f2a1b09';

describe('upload keys', () => {
  it("are new under the user's own prefix and purpose, with the image type's extension", () => {
    const key = newUploadKey(ANN, 'inspection-photo', 'image/jpeg');
    expect(key).toMatch(new RegExp(`^users/${ANN}/inspection-photo/[0-9A-Z]{26}\\.jpg$`));
    expect(newUploadKey(ANN, 'profile-picture', 'image/webp')).toMatch(/\/profile-picture\/[0-9A-Z]{26}\.webp$/);
    expect(newUploadKey(ANN, 'inspection-photo', 'image/png')).not.toBe(
      newUploadKey(ANN, 'inspection-photo', 'image/png'),
    );
  });

  it('belong only to their user and purpose', () => {
    const key = newUploadKey(ANN, 'inspection-photo', 'image/png');
    expect(isUploadKeyOf(ANN, 'inspection-photo', key)).toBe(true);
    expect(isUploadKeyOf(BOB, 'inspection-photo', key)).toBe(false);
    expect(isUploadKeyOf(ANN, 'profile-picture', key)).toBe(false);
  });

  it.each([
    ['a path climbing out', `users/${ANN}/inspection-photo/../../users/${BOB}/x.png`],
    ['the unattached copy', unattachedKeyOf(`users/${ANN}/inspection-photo/01JC0000000000000000000000.png`)],
    ['a URL', `https://example.com/users/${ANN}/inspection-photo/01JC0000000000000000000000.png`],
    ['another extension', `users/${ANN}/inspection-photo/01JC0000000000000000000000.svg`],
    ['a made-up name', `users/${ANN}/inspection-photo/photo.png`],
  ])('refuse %s', (_, key) => {
    expect(isUploadKeyOf(ANN, 'inspection-photo', key)).toBe(false);
  });

  it('keep the unattached copy under its own prefix, which the lifecycle rule expires', () => {
    expect(unattachedKeyOf('users/u/inspection-photo/A.png')).toBe('unattached/users/u/inspection-photo/A.png');
  });
});
