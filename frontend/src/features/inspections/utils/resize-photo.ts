import { UPLOAD_MAX_BYTES } from '@shared/schemas/upload';

/** A photo's long edge after resizing: plenty to see brood and mites on a phone or a laptop, a fraction of the bytes. */
export const PHOTO_LONG_EDGE_PX = 2048;

/** JPEG and WebP quality of a resized photo: no visible loss, about a tenth of a phone camera's file. */
const PHOTO_QUALITY = 0.85;

const BYTES_PER_MEGABYTE = 1_048_576;

/**
 * The photo as it is uploaded: at most 2048 px on its long edge (never enlarged), its EXIF rotation applied and its
 * metadata (the camera's GPS position included) dropped. GIFs go as they are, so an animation stays one. The library
 * loads only when a photo is picked, and runs on the page: its worker mode would fetch a copy of itself from a CDN.
 */
export async function resizePhoto(photo: File): Promise<File> {
  if (photo.type === 'image/gif') return photo;
  const { default: imageCompression } = await import('browser-image-compression');
  return imageCompression(photo, {
    maxWidthOrHeight: PHOTO_LONG_EDGE_PX,
    maxSizeMB: UPLOAD_MAX_BYTES / BYTES_PER_MEGABYTE,
    initialQuality: PHOTO_QUALITY,
    useWebWorker: false,
    preserveExif: false,
  });
}
