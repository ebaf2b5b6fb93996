import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { describe, expect, it } from 'vitest';
import { localS3Client } from './s3';
import { presignedRequestProblem } from './s3-signatures';
import { LOCAL_AWS } from './settings';

const ENDPOINT = 'http://localhost:4568';
const SECRET = LOCAL_AWS.s3Credentials.secretAccessKey;
const client = localS3Client(ENDPOINT);

async function presignedPut(contentType: string, size: number) {
  const command = new PutObjectCommand({
    Bucket: 'b',
    Key: 'users/u/a b.png',
    ContentType: contentType,
    ContentLength: size,
  });
  const url = new URL(
    await getSignedUrl(client, command, {
      expiresIn: 60,
      signableHeaders: new Set(['content-type', 'content-length']),
    }),
  );
  return { url: `${url.pathname}${url.search}`, headers: { host: url.host } };
}

describe("the local S3's check of presigned requests", () => {
  it('accepts the request as signed and refuses another content type, size or key', async () => {
    const { url, headers } = await presignedPut('image/png', 100);
    const as = (changes: Record<string, string>, target = url) =>
      presignedRequestProblem(
        {
          method: 'PUT',
          url: target,
          headers: { ...headers, 'content-type': 'image/png', 'content-length': '100', ...changes },
        },
        SECRET,
      );
    expect(as({})).toBeNull();
    expect(as({ 'content-type': 'image/gif' })).toMatch(/signature/);
    expect(as({ 'content-length': '101' })).toMatch(/signature/);
    expect(as({}, url.replace('a%20b.png', 'other.png'))).toMatch(/signature/);
  });

  it('accepts a presigned GET until it expires', async () => {
    const url = new URL(await getSignedUrl(client, new GetObjectCommand({ Bucket: 'b', Key: 'k' }), { expiresIn: 60 }));
    const request = { method: 'GET', url: `${url.pathname}${url.search}`, headers: { host: url.host } };
    expect(presignedRequestProblem(request, SECRET)).toBeNull();
    expect(presignedRequestProblem(request, SECRET, new Date(Date.now() + 61_000))).toMatch(/expired/);
  });

  it('leaves requests that are not presigned to s3rver', () => {
    expect(presignedRequestProblem({ method: 'GET', url: '/b/k', headers: {} }, SECRET)).toBeUndefined();
  });
});
