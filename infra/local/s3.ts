/**
 * s3rver as HiveKeeper's local S3: files kept on disk, the uploads bucket created with CORS for the web app's
 * origin so the browser can PUT presigned uploads as it does against the real bucket. s3rver has no lifecycle
 * rules, so each start removes what the cloud's rule would have expired: uploads never saved on a record.
 */
import { DeleteObjectsCommand, paginateListObjectsV2, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { mkdirSync } from 'node:fs';
import { UNATTACHED_PREFIX, UNATTACHED_UPLOAD_MAX_AGE_DAYS } from '../../functions/lib/uploads/keys';
import { uploadsCorsXml } from '../uploads-cors';
import { presignedRequestProblem } from './s3-signatures';
import { closeServer } from './servers';
import { LOCAL_AWS } from './settings';
import { DAY_MS } from '../../shared/domain/durations';

export interface LocalS3 {
  endpoint: string;
  stop(): Promise<void>;
}

export async function startLocalS3(options: {
  port: number;
  dataDir: string;
  bucket: string;
  allowedOrigin: string;
}): Promise<LocalS3> {
  mkdirSync(options.dataDir, { recursive: true });
  const s3rver = new S3rver({
    address: '127.0.0.1',
    port: options.port,
    silent: true,
    directory: options.dataDir,
    configureBuckets: [{ name: options.bucket, configs: [uploadsCorsXml(options.allowedOrigin)] }],
  });
  // First of s3rver's middleware (Koa composes them when it starts): S3's check of presigned signatures.
  s3rver.middleware.unshift(async (ctx, next) => {
    const problem =
      ctx.method === 'OPTIONS'
        ? undefined
        : presignedRequestProblem(
            { method: ctx.method, url: ctx.req.url ?? '', headers: ctx.req.headers },
            LOCAL_AWS.s3Credentials.secretAccessKey,
          );
    if (!problem) return next();
    ctx.status = 403;
    ctx.type = 'application/xml';
    ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>SignatureDoesNotMatch</Code><Message>${problem}</Message></Error>`;
  });
  await s3rver.run();
  const { httpServer } = s3rver;
  if (!httpServer) throw new Error('s3rver started without its HTTP server');
  const endpoint = `http://localhost:${options.port}`;
  try {
    const cutoff = new Date(Date.now() - UNATTACHED_UPLOAD_MAX_AGE_DAYS * DAY_MS);
    await removeUnattachedUploads({ endpoint, bucket: options.bucket, uploadedBefore: cutoff });
  } catch (error) {
    await closeServer(httpServer);
    throw error;
  }
  return { endpoint, stop: () => closeServer(httpServer) };
}

/** A client of the local S3, with s3rver's own key. */
export function localS3Client(endpoint: string): S3Client {
  return new S3Client({
    endpoint,
    region: LOCAL_AWS.region,
    credentials: LOCAL_AWS.s3Credentials,
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
}

/**
 * Deletes the uploads under `unattached/` last modified before `uploadedBefore` (the cloud's lifecycle rule, done
 * by hand); answers how many went.
 */
export async function removeUnattachedUploads(options: {
  endpoint: string;
  bucket: string;
  uploadedBefore: Date;
}): Promise<number> {
  const client = localS3Client(options.endpoint);
  let removed = 0;
  try {
    const pages = paginateListObjectsV2({ client }, { Bucket: options.bucket, Prefix: UNATTACHED_PREFIX });
    for await (const page of pages) {
      const stale = (page.Contents ?? []).filter(
        ({ Key, LastModified }) =>
          Key !== undefined && LastModified !== undefined && LastModified < options.uploadedBefore,
      );
      if (stale.length === 0) continue;
      await client.send(
        new DeleteObjectsCommand({
          Bucket: options.bucket,
          Delete: { Objects: stale.map(({ Key }) => ({ Key })), Quiet: true },
        }),
      );
      removed += stale.length;
    }
  } finally {
    client.destroy();
  }
  return removed;
}
