import { isIPv6 } from 'node:net';
import type { HttpEvent } from './middlewares';

/** CloudFront's header with the viewer's address and port: `198.51.100.10:46532`, IPv6 with its colons too. */
const VIEWER_ADDRESS_HEADER = 'cloudfront-viewer-address';

/**
 * Where a request comes from, for per-address limits. Through CloudFront (the site's `/api/*`), API Gateway's
 * source IP is CloudFront's edge, shared by many people, so the viewer's own address is taken from CloudFront's
 * header. Only CloudFront reaches the API (its origin secret) and the local gateway sets the header from the socket,
 * so a sender can't choose it. Without it (a test calling a handler) the source IP is the sender's.
 */
export function senderAddress(event: HttpEvent): string {
  const viewer = event.headers?.[VIEWER_ADDRESS_HEADER]?.trim();
  const portAt = viewer?.lastIndexOf(':') ?? -1;
  const address =
    viewer && portAt > 0 ? viewer.slice(0, portAt).replace(/^\[|\]$/g, '') : event.requestContext.http.sourceIp;
  return isIPv6(address) ? ipv6Network(address) : address;
}

/**
 * The /64 network of an IPv6 address (`2001:db8:85a3:0::/64`), or the IPv4 address an IPv4-mapped one carries:
 * one subscriber is handed a whole /64 and can pick a fresh address in it for every request.
 */
function ipv6Network(address: string): string {
  const mappedIpv4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mappedIpv4?.[1]) return mappedIpv4[1];
  const [head = '', tail] = address.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - headGroups.length - tailGroups.length).fill('0');
  const groups = [...headGroups, ...zeros, ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
