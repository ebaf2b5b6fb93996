/**
 * Checks the signature of presigned requests to the local S3 as S3 does. s3rver accepts any Signature Version 4
 * (it never computes one), so without this a browser's upload of another type or size than the one signed would
 * pass locally and fail in the cloud. Requests signed in the Authorization header (the stack's own SDK clients)
 * are left to s3rver.
 */
import { createHash, createHmac } from 'node:crypto';
import { equalInConstantTime } from '../../functions/lib/constant-time';
import type { IncomingHttpHeaders } from 'node:http';

export interface PresignedRequest {
  method: string;
  /** The request target as received: path and query, still encoded. */
  url: string;
  headers: IncomingHttpHeaders;
}

/** S3's URI encoding (RFC 3986: unreserved characters stay, everything else is percent-encoded). */
function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

function hmac(key: Buffer | string, data: string): Buffer {
  return createHmac('sha256', key).update(data).digest();
}

/**
 * Why a presigned request is refused, or null when its signature is the one `secretAccessKey` makes for it (and
 * it has not expired); undefined when the request is not presigned.
 */
export function presignedRequestProblem(
  request: PresignedRequest,
  secretAccessKey: string,
  now = new Date(),
): string | null | undefined {
  const url = new URL(request.url, 'http://local-s3');
  const query = url.searchParams;
  if (query.get('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256') return undefined;
  const amzDate = query.get('X-Amz-Date') ?? '';
  const [, ...scopeParts] = (query.get('X-Amz-Credential') ?? '').split('/');
  const signedHeaders = (query.get('X-Amz-SignedHeaders') ?? '').split(';');
  const expiresSeconds = Number(query.get('X-Amz-Expires'));
  const signedAt = Date.parse(amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
  if (Number.isNaN(signedAt) || scopeParts.length !== 4) return 'malformed presigned URL';
  if (now.getTime() > signedAt + expiresSeconds * 1000) return 'Request has expired';

  const canonicalQuery = [...query.entries()]
    .filter(([name]) => name !== 'X-Amz-Signature')
    .map(([name, value]) => `${uriEncode(name)}=${uriEncode(value)}`)
    .sort()
    .join('&');
  const canonicalHeaders = signedHeaders
    .map(
      (name) =>
        `${name}:${String(request.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonicalRequest = [
    request.method,
    url.pathname,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders.join(';'),
    'UNSIGNED-PAYLOAD',
  ].join('\n');
  const scope = scopeParts.join('/');
  const stringToSign = [
    'AWS4-HMAC-SHA256',
    amzDate,
    scope,
    createHash('sha256').update(canonicalRequest).digest('hex'),
  ].join('\n');
  const signingKey = scopeParts.reduce<Buffer | string>((key, part) => hmac(key, part), `AWS4${secretAccessKey}`);
  const expected = hmac(signingKey, stringToSign);
  const provided = Buffer.from(query.get('X-Amz-Signature') ?? '', 'hex');
  return equalInConstantTime(provided, expected)
    ? null
    : 'The request signature we calculated does not match the signature you provided';
}
