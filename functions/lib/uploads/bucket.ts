/**
 * The uploads bucket as HiveKeeper's functions use it, through one S3 client created once per Lambda container:
 * presigned PUTs into `unattached/`, presigned GETs of saved files, and moving files onto and off records.
 */
import {
  CopyObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { AudioContentType } from '../../../shared/domain/voice-recordings';
import type { ImageContentType } from '../../../shared/schemas/upload';
import { config } from '../config';
import { EXPIRING_EXPORT_TAG, unattachedKeyOf } from './keys';

/** Long enough to pick a file and send it on a slow phone connection, short enough to be useless if leaked. */
export const UPLOAD_URL_SECONDS = 5 * 60;
/** How long an answer's photo URLs work: a page left open longer loads its answer again. */
export const DOWNLOAD_URL_SECONDS = 15 * 60;
/** DeleteObjects takes at most 1,000 keys. */
const KEYS_PER_DELETE = 1000;

const { localS3 } = config;
export const s3Client = new S3Client({
  // Checksums only where S3 requires them: a presigned PUT must not carry a checksum of the empty body it was
  // signed with, or the browser's upload of the real file fails.
  requestChecksumCalculation: 'WHEN_REQUIRED',
  ...(localS3
    ? {
        endpoint: localS3.endpoint,
        forcePathStyle: true,
        credentials: { accessKeyId: localS3.accessKeyId, secretAccessKey: localS3.secretAccessKey },
      }
    : {}),
});

function bucket(): string {
  if (!config.uploadsBucket) {
    throw new Error('HiveKeeper functions need the UPLOADS_BUCKET environment variable (the uploads bucket name).');
  }
  return config.uploadsBucket;
}

/**
 * A URL the browser PUTs the file of `key` to, into `unattached/`. Its content type and length are signed: S3
 * refuses a PUT of any other type or size.
 */
export function presignUpload(key: string, contentType: ImageContentType, size: number): Promise<string> {
  return presignPut(unattachedKeyOf(key), contentType, size);
}

/**
 * A URL the browser PUTs a recording's audio to, at the key the recording keeps (a recording is its own record, made
 * before its audio is sent); its content type and length are signed.
 */
export function presignAudioUpload(key: string, contentType: AudioContentType, size: number): Promise<string> {
  return presignPut(key, contentType, size);
}

function presignPut(key: string, contentType: string, size: number): Promise<string> {
  const command = new PutObjectCommand({
    Bucket: bucket(),
    Key: key,
    ContentType: contentType,
    ContentLength: size,
  });
  return getSignedUrl(s3Client, command, {
    expiresIn: UPLOAD_URL_SECONDS,
    signableHeaders: new Set(['content-type', 'content-length']),
  });
}

/**
 * A short-lived URL that downloads a saved file (no request to S3: the signature is computed here); with
 * `fileName`, the browser saves it under that name rather than showing it. It works for `seconds` (at most 7 days;
 * in a Lambda no longer than the role's session that signs it).
 */
export function presignDownload(key: string, fileName?: string, seconds = DOWNLOAD_URL_SECONDS): Promise<string> {
  const disposition =
    fileName === undefined ? {} : { ResponseContentDisposition: `attachment; filename="${fileName}"` };
  return getSignedUrl(s3Client, new GetObjectCommand({ Bucket: bucket(), Key: key, ...disposition }), {
    expiresIn: seconds,
  });
}

/** Stores a file HiveKeeper made itself (a drawn marketing image), encrypted like every object in the bucket. */
export async function putObject(key: string, body: Uint8Array, contentType: string): Promise<void> {
  await s3Client.send(new PutObjectCommand({ Bucket: bucket(), Key: key, Body: body, ContentType: contentType }));
}

/**
 * Stores a beekeeper's export, tagged so the bucket's lifecycle rule expires it after a day even if the sweeper
 * does not get to it.
 */
export async function putExportObject(key: string, body: Uint8Array, contentType: string): Promise<void> {
  await s3Client.send(
    new PutObjectCommand({
      Bucket: bucket(),
      Key: key,
      Body: body,
      ContentType: contentType,
      Tagging: `${EXPIRING_EXPORT_TAG.key}=${EXPIRING_EXPORT_TAG.value}`,
    }),
  );
}

/** The text of a file HiveKeeper reads itself (Amazon Transcribe's result of a recording): one GET. */
export async function readObjectText(key: string): Promise<string> {
  const { Body } = await s3Client.send(new GetObjectCommand({ Bucket: bucket(), Key: key }));
  if (!Body) throw new Error(`The uploads bucket answered no body for ${key}`);
  return Body.transformToString('utf-8');
}

/** Whether a saved file is there (one HEAD). */
export async function objectExists(key: string): Promise<boolean> {
  try {
    await s3Client.send(new HeadObjectCommand({ Bucket: bucket(), Key: key }));
    return true;
  } catch (error) {
    if (error instanceof NotFound || (error as { name?: string }).name === 'NotFound') return false;
    throw error;
  }
}

/** Whether the file of `key` was uploaded and not yet saved on a record (one HEAD). */
export function isUploadedUnattached(key: string): Promise<boolean> {
  return objectExists(unattachedKeyOf(key));
}

/** Copies uploaded files to the keys a record keeps; their unattached copies go with `deleteUnattached`. */
export async function copyToSavedKeys(keys: readonly string[]): Promise<void> {
  await Promise.all(
    keys.map((key) =>
      s3Client.send(
        new CopyObjectCommand({
          Bucket: bucket(),
          Key: key,
          CopySource: encodeURI(`${bucket()}/${unattachedKeyOf(key)}`),
        }),
      ),
    ),
  );
}

/** Deletes the unattached copies of files now saved on a record. */
export function deleteUnattached(keys: readonly string[]): Promise<void> {
  return deleteObjects(keys.map(unattachedKeyOf));
}

/** Deletes saved files, 1,000 per request. */
export function deleteSaved(keys: readonly string[]): Promise<void> {
  return deleteObjects(keys);
}

/**
 * Deletes one page (up to 1,000) of the files under `prefix`: one ListObjectsV2 and one DeleteObjects. Answers
 * whether files are left (`true`: call again); a deleted account's files go this way, page by page.
 */
export async function deleteOnePageUnder(prefix: string): Promise<boolean> {
  const { Contents, IsTruncated } = await s3Client.send(
    new ListObjectsV2Command({ Bucket: bucket(), Prefix: prefix, MaxKeys: KEYS_PER_DELETE }),
  );
  const keys = (Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
  if (keys.length > 0) await deleteObjects(keys);
  return IsTruncated === true;
}

async function deleteObjects(keys: readonly string[]): Promise<void> {
  const batches: string[][] = [];
  for (let start = 0; start < keys.length; start += KEYS_PER_DELETE) {
    batches.push(keys.slice(start, start + KEYS_PER_DELETE));
  }
  await Promise.all(
    batches.map(async (batch) => {
      const { Errors } = await s3Client.send(
        new DeleteObjectsCommand({
          Bucket: bucket(),
          Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
        }),
      );
      if (Errors && Errors.length > 0) {
        throw new Error(`Deleting ${Errors.length} upload(s) failed: ${Errors.map((error) => error.Code).join(', ')}`);
      }
    }),
  );
}
