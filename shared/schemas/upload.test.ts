import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../messages';
import { fieldErrors } from '../test-support/schema-errors';
import { PROFILE_PICTURE_MAX_BYTES, UPLOAD_MAX_BYTES, uploadRequestSchema } from './upload';

describe('uploadRequestSchema', () => {
  it('allows inspection photos up to 10 MB and profile pictures up to 5 MB', () => {
    expect(UPLOAD_MAX_BYTES).toBe(10_485_760);
    expect(PROFILE_PICTURE_MAX_BYTES).toBe(5_242_880);
    const photo = { purpose: 'inspection-photo', contentType: 'image/jpeg', size: UPLOAD_MAX_BYTES };
    expect(fieldErrors(uploadRequestSchema, photo)).toEqual({});
    expect(fieldErrors(uploadRequestSchema, { ...photo, size: UPLOAD_MAX_BYTES + 1 })).toEqual({
      size: [VALIDATION.fileTooLarge(10)],
    });
    const picture = { purpose: 'profile-picture', contentType: 'image/webp', size: PROFILE_PICTURE_MAX_BYTES };
    expect(fieldErrors(uploadRequestSchema, picture)).toEqual({});
    expect(fieldErrors(uploadRequestSchema, { ...picture, size: PROFILE_PICTURE_MAX_BYTES + 1 })).toEqual({
      size: [VALIDATION.fileTooLarge(5)],
    });
  });

  it('accepts images only and needs a purpose', () => {
    expect(fieldErrors(uploadRequestSchema, { contentType: 'application/pdf', size: 10 })).toEqual({
      purpose: [VALIDATION.uploadPurposeRequired],
      contentType: [VALIDATION.imageTypeNotAllowed],
    });
  });
});
