import type { HttpEvent } from './middlewares';

/** CloudFront's header with the viewer's address and port: `198.51.100.10:46532`, IPv6 with its colons too. */
const VIEWER_ADDRESS_HEADER = 'cloudfront-viewer-address';

/**
 * Where a request comes from, for per-address limits. Through CloudFront (the site's `/api/*`), API Gateway's
 * source IP is CloudFront's edge, shared by many people, so the viewer's own address is taken from CloudFront's
 * header, which reaches the API only where its CloudFront behaviour's origin request policy includes it. Without
 * it (the local gateway, a direct call) the source IP is the sender's.
 */
export function senderAddress(event: HttpEvent): string {
  const viewer = event.headers?.[VIEWER_ADDRESS_HEADER]?.trim();
  const portAt = viewer?.lastIndexOf(':') ?? -1;
  if (viewer && portAt > 0) return viewer.slice(0, portAt).replace(/^\[|\]$/g, '');
  return event.requestContext.http.sourceIp;
}
