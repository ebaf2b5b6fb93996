/**
 * HiveKeeper's uploads (inspection photos now, profile pictures later): the API signs a PUT for the file's type and
 * size under the user's own key prefix (`POST /api/objects/upload`), then the browser sends the file straight to
 * the bucket. XHR rather than fetch, because only XHR reports upload progress.
 */
import type { UploadAnswer, UploadPurpose } from '@shared/schemas/upload';
import { actingAccountHeaders } from './acting-account';
import { api } from './api-client';
import { apiPath, routes } from './api-routes';

export interface UploadOptions {
  /** The share of the file sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  /** Stops the upload (the photo was removed before it finished). */
  signal?: AbortSignal;
  /** The account the file is for, when not the one the tab acts on now (a write the outbox replays). */
  accountHeaders?: Record<string, string>;
}

/** `POST /api/objects/upload`: where to PUT a file of this type and size, and the key to save it under. */
export const createUpload = (purpose: UploadPurpose, file: Blob, accountHeaders = actingAccountHeaders()) =>
  api.send<UploadAnswer>(
    'POST',
    apiPath(routes.createUpload),
    { purpose, contentType: file.type, size: file.size },
    accountHeaders,
  );

/** Uploads `file` for `purpose` and resolves with its object key once the bucket has it. */
export async function uploadFile(purpose: UploadPurpose, file: Blob, options: UploadOptions = {}): Promise<string> {
  const { uploadURL, key } = await createUpload(purpose, file, options.accountHeaders);
  await putFile(uploadURL, file, options);
  return key;
}

export class UploadError extends Error {
  constructor(readonly status: number) {
    super(`The upload answered ${status}`);
    this.name = 'UploadError';
  }
}

/** PUTs `file` to a presigned URL (signed for its content type). */
export function putFile(url: string, file: Blob, { onProgress, signal }: UploadOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    // The URL is signed for this content type: the bucket refuses any other.
    request.setRequestHeader('content-type', file.type);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress?.(1);
        resolve();
      } else {
        reject(new UploadError(request.status));
      }
    });
    request.addEventListener('error', () => reject(new UploadError(0)));
    request.addEventListener('abort', () => reject(new DOMException('The upload was stopped', 'AbortError')));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(file);
  });
}
