/**
 * What the integration suites do with the uploads bucket as the web app does: upload a file through a presigned
 * PUT, ask whether an object is still there, and download a presigned GET.
 */
import { HeadObjectCommand, NotFound } from '@aws-sdk/client-s3';
import { expect } from 'vitest';
import { apiPath } from '../../../functions/api-path';
import { routes } from '../../../functions/routes';
import type { ImageContentType, UploadAnswer, UploadPurpose } from '../../../shared/schemas/upload';
import type { ApiCaller } from '../api-client';
import { localS3Client } from '../s3';
import { localStack } from './integration-stack';

/** Asks for an upload URL, PUTs `bytes` to it and answers the key a record then names. */
export async function uploadFile(
  api: ApiCaller,
  upload: { purpose: UploadPurpose; contentType: ImageContentType; bytes: Buffer },
): Promise<string> {
  const answer = await api<UploadAnswer>('POST', apiPath(routes.createUpload), {
    purpose: upload.purpose,
    contentType: upload.contentType,
    size: upload.bytes.length,
  });
  expect(answer.status).toBe(200);
  const stored = await fetch(answer.body.uploadURL, {
    method: 'PUT',
    headers: { 'content-type': upload.contentType },
    body: upload.bytes,
  });
  expect(stored.status).toBe(200);
  return answer.body.key;
}

/** Whether the uploads bucket still holds `key`. */
export async function objectExists(key: string): Promise<boolean> {
  try {
    await localS3Client(localStack().s3).send(new HeadObjectCommand({ Bucket: localStack().uploadsBucket, Key: key }));
    return true;
  } catch (error) {
    if (error instanceof NotFound) return false;
    throw error;
  }
}

/** The bytes behind a presigned GET. */
export async function download(url: string): Promise<Buffer> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}
