import * as z from 'zod';
import { VALIDATION } from '../messages';
import { requiredChoice } from './common';

/** What a user may upload and how big it may be (spec sections 5 and 9). */
export const UPLOAD_MAX_BYTES = 10_485_760;
export const PROFILE_PICTURE_MAX_BYTES = 5_242_880;
export const INSPECTION_PHOTOS_MAX = 5;

export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export type ImageContentType = (typeof IMAGE_CONTENT_TYPES)[number];

/** What an upload is for: its size limit, who may upload it and the record it may be attached to follow from it. */
export const UPLOAD_PURPOSES = ['inspection-photo', 'profile-picture'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

export const UPLOAD_MAX_BYTES_BY_PURPOSE = {
  'inspection-photo': UPLOAD_MAX_BYTES,
  'profile-picture': PROFILE_PICTURE_MAX_BYTES,
} as const satisfies Record<UploadPurpose, number>;

const BYTES_PER_MEGABYTE = 1_048_576;

/** What the app asks before uploading a file (POST /api/objects/upload), so the signed URL fits the file. */
export const uploadRequestSchema = z
  .object({
    purpose: requiredChoice(UPLOAD_PURPOSES, VALIDATION.uploadPurposeRequired, 'Purpose'),
    contentType: z.enum(IMAGE_CONTENT_TYPES, { error: VALIDATION.imageTypeNotAllowed }),
    size: z.number().int().positive(),
  })
  .superRefine(({ purpose, size }, context) => {
    const maxBytes = UPLOAD_MAX_BYTES_BY_PURPOSE[purpose];
    if (size > maxBytes) {
      context.addIssue({
        code: 'custom',
        path: ['size'],
        message: VALIDATION.fileTooLarge(maxBytes / BYTES_PER_MEGABYTE),
      });
    }
  });
export type UploadRequest = z.infer<typeof uploadRequestSchema>;

/** The answer to POST /api/objects/upload: where to PUT the file (with its content type), and the key to save. */
export const uploadAnswerSchema = z.object({ uploadURL: z.string(), key: z.string() });
export type UploadAnswer = z.infer<typeof uploadAnswerSchema>;
