import { describe, expect, it } from 'vitest';
import { routes } from '../../routes';
import { httpApiEvent } from '../../test-support/http';
import { senderAddress } from './sender-address';

const eventFrom = (sourceIp: string, headers: Record<string, string> = {}) =>
  httpApiEvent(routes.createFeedback, { sourceIp, headers });
const viewer = (address: string) => senderAddress(eventFrom('130.176.0.1', { 'cloudfront-viewer-address': address }));

describe('the sender’s address for per-address limits', () => {
  it("takes the viewer's address from CloudFront's header, without the port", () => {
    expect(viewer('198.51.100.10:46532')).toBe('198.51.100.10');
  });

  it('takes the source IP when no CloudFront header came (a test calling the handler)', () => {
    expect(senderAddress(eventFrom('203.0.113.9'))).toBe('203.0.113.9');
  });

  it('counts an IPv6 sender by its /64 network, which one subscriber gets whole', () => {
    const network = '2001:db8:85a3:0::/64';
    expect(viewer('2001:db8:85a3::8a2e:370:7334:46532')).toBe(network);
    expect(viewer('2001:0db8:85a3:0000:ffff:ffff:ffff:ffff:443')).toBe(network);
    expect(viewer('[2001:db8:85a3::1]:443')).toBe(network);
    expect(viewer('2001:db8:85a3:1::1:443')).toBe('2001:db8:85a3:1::/64');
    expect(viewer('::1:443')).toBe('0:0:0:0::/64');
    expect(senderAddress(eventFrom('2001:db8:85a3::9'))).toBe(network);
  });

  it('counts an IPv4-mapped IPv6 sender by its IPv4 address', () => {
    expect(viewer('::ffff:198.51.100.10:46532')).toBe('198.51.100.10');
  });
});
