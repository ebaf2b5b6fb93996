import { describe, expect, it } from 'vitest';
import { routes } from '../../routes';
import { httpApiEvent } from '../../test-support/http';
import { senderAddress } from './sender-address';

const eventFrom = (sourceIp: string, headers: Record<string, string> = {}) =>
  httpApiEvent(routes.createFeedback, { sourceIp, headers });

describe('the sender’s address for per-address limits', () => {
  it("takes the viewer's address from CloudFront's header, without the port", () => {
    expect(senderAddress(eventFrom('130.176.0.1', { 'cloudfront-viewer-address': '198.51.100.10:46532' }))).toBe(
      '198.51.100.10',
    );
    expect(
      senderAddress(eventFrom('130.176.0.1', { 'cloudfront-viewer-address': '2001:db8:85a3::8a2e:370:7334:46532' })),
    ).toBe('2001:db8:85a3::8a2e:370:7334');
  });

  it('takes the source IP when no CloudFront header came (the local gateway)', () => {
    expect(senderAddress(eventFrom('203.0.113.9'))).toBe('203.0.113.9');
  });
});
