/**
 * The local gateway compresses its answers as CloudFront does in the cloud: Brotli or gzip, whichever the browser
 * accepts (Brotli first), for text types only, from 1,000 bytes up (CloudFront's lower bound; smaller bodies gain
 * nothing), with `Vary: Accept-Encoding` on every answer whose bytes depend on that header. Built files are
 * compressed once at high levels and kept; API answers at fast levels, as they come.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync, type BrotliOptions } from 'node:zlib';

/** CloudFront compresses files of 1,000 to 10,000,000 bytes. */
const MIN_COMPRESSED_BYTES = 1000;
const MAX_COMPRESSED_BYTES = 10_000_000;

/** The media types CloudFront compresses that HiveKeeper serves (its list also has fonts and XML kinds). */
const COMPRESSIBLE_TYPES = new Set([
  'text/html',
  'text/css',
  'text/javascript',
  'text/plain',
  'application/javascript',
  'application/json',
  'application/manifest+json',
  'image/svg+xml',
]);

export type ContentEncoding = 'br' | 'gzip';

/** The encoding to send for this `Accept-Encoding`, Brotli before gzip; q=0 refuses one. */
export function negotiateEncoding(acceptEncoding: string | undefined): ContentEncoding | undefined {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    if (name && (quality === undefined || Number(quality) > 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

function isCompressible(contentType: string | undefined, size: number): boolean {
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  return COMPRESSIBLE_TYPES.has(mediaType) && size >= MIN_COMPRESSED_BYTES && size <= MAX_COMPRESSED_BYTES;
}

/**
 * Brotli's quality for built files: 9, not the maximum 11, which saves another 9% of the sign-in screen's chunk
 * (877 KB: 144.7 KB against 158.9) but takes 18 times as long (11.3 s against 0.6 s on a busy two-core machine), so
 * long that the journeys' first sign-in page showed "Loading..." past their 10 s wait.
 */
const BUILT_FILE_BROTLI_QUALITY = 9;

function brotliOptions(body: Buffer, quality: number): BrotliOptions {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  };
}

/** At fast levels, for an answer made now (an API's JSON). */
export function compress(body: Buffer, encoding: ContentEncoding): Buffer {
  return encoding === 'br' ? brotliCompressSync(body, brotliOptions(body, 4)) : gzipSync(body, { level: 6 });
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * At high levels, for a built file kept once compressed: off the event loop, in zlib's thread pool, since done in
 * line it held every other request of the stack, API calls included, until it was done.
 */
export function compressBuiltFile(body: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotliAsync(body, brotliOptions(body, BUILT_FILE_BROTLI_QUALITY))
    : gzipAsync(body, { level: 9 });
}

/**
 * Sends `body` with `headers`, compressed when its type and size allow and the request accepts it. `compressed`
 * supplies the encoded bytes, now or once made (a cache for built files); by default they are made at fast levels.
 */
export function sendCompressible(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  headers: OutgoingHttpHeaders,
  body: Buffer,
  compressed: (encoding: ContentEncoding) => Buffer | Promise<Buffer> = (encoding) => compress(body, encoding),
): void {
  const answerHeaders: OutgoingHttpHeaders = { ...headers };
  const send = (sent: Buffer) => {
    answerHeaders['content-length'] = sent.length;
    response.writeHead(status, answerHeaders);
    response.end(request.method === 'HEAD' ? undefined : sent);
  };
  const contentType = headers['content-type'];
  if (!isCompressible(typeof contentType === 'string' ? contentType : undefined, body.length)) return send(body);
  const vary = headers.vary;
  answerHeaders.vary = vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding';
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  if (!encoding) return send(body);
  answerHeaders['content-encoding'] = encoding;
  const encoded = compressed(encoding);
  if (Buffer.isBuffer(encoded)) return send(encoded);
  encoded.then(send, (error: unknown) => response.destroy(error instanceof Error ? error : undefined));
}
