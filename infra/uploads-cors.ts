/**
 * The one CORS rule of HiveKeeper's uploads bucket: the web app's origin may PUT presigned uploads (the browser
 * sends their content type) and GET presigned downloads, and read the ETag of what it uploaded. The origin is each
 * world's own: the CloudFront or custom domain in the cloud, the local gateway on this machine.
 */
export const UPLOADS_CORS_RULE = {
  allowedMethods: ['PUT', 'GET'],
  allowedHeaders: ['content-type'],
  exposedHeaders: ['ETag'],
  /** How long the browser may cache the preflight answer. */
  maxAgeSeconds: 3600,
} as const;

/** The rule for `origin` in S3's XML form (what s3rver reads). */
export function uploadsCorsXml(origin: string): string {
  const rule = UPLOADS_CORS_RULE;
  return [
    '<CORSConfiguration>',
    '  <CORSRule>',
    `    <AllowedOrigin>${origin}</AllowedOrigin>`,
    ...rule.allowedMethods.map((method) => `    <AllowedMethod>${method}</AllowedMethod>`),
    ...rule.allowedHeaders.map((header) => `    <AllowedHeader>${header}</AllowedHeader>`),
    ...rule.exposedHeaders.map((header) => `    <ExposeHeader>${header}</ExposeHeader>`),
    `    <MaxAgeSeconds>${rule.maxAgeSeconds}</MaxAgeSeconds>`,
    '  </CORSRule>',
    '</CORSConfiguration>',
  ].join('\n');
}
