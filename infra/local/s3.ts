/**
 * s3rver as HiveKeeper's local S3: files kept on disk, the uploads bucket created with CORS for the web app's
 * origin so the browser can PUT presigned uploads as it does against the real bucket.
 */
import S3rver from 's3rver';
import { mkdirSync } from 'node:fs';
import { uploadsCorsXml } from '../uploads-cors';

/** s3rver checks only this access key id (never signatures): clients use it as both key id and secret. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

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
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port,
    silent: true,
    directory: options.dataDir,
    configureBuckets: [{ name: options.bucket, configs: [uploadsCorsXml(options.allowedOrigin)] }],
  });
  await server.run();
  return {
    endpoint: `http://localhost:${options.port}`,
    stop: () => server.close(),
  };
}
