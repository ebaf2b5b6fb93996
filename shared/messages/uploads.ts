/** What uploading a photo or a picture says. */
import { messageTable } from '../i18n/message-table';

export const UPLOAD_VALIDATION = messageTable({
  uploadPurposeRequired: 'Upload purpose is required',
  imageTypeNotAllowed: 'Only JPEG, PNG, GIF or WebP images can be uploaded',
  fileTooLarge: (maxMegabytes: number) => `The file must be at most ${maxMegabytes} MB`,
  photoNotUploaded: 'A photo was not uploaded, or its upload expired. Remove it and add it again.',
} as const);

export const UPLOAD_TOASTS = messageTable({
  uploadFailedTitle: 'Upload Failed',
  uploadFailed: 'Failed to upload image. Please try again.',
} as const);
