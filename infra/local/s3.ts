/**
 * s3rver as HiveKeeper's local S3: files kept on disk, the uploads bucket created with CORS for the web app's
 * origin so the browser can PUT presigned uploads as it does against the real bucket.
 */
import S3rver from 's3rver';
import { mkdirSync } from 'node:fs';
import { uploadsCorsXml } from '../uploads-cors';
import { closeServer } from './servers';

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
  await s3rver.run();
  const { httpServer } = s3rver;
  if (!httpServer) throw new Error('s3rver started without its HTTP server');
  return {
    endpoint: `http://localhost:${options.port}`,
    stop: () => closeServer(httpServer),
  };
}
