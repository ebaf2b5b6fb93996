/**
 * Tokens HiveKeeper signs into links it hands out (a reminder e-mail's unsubscribe link, an export's photo links):
 * `<payload, base64url>.<HMAC-SHA256, base64url>`, the MAC over the link's purpose and the payload under the stage's
 * signing secret, so a token can't be made up, altered, or used for another purpose than the one it was signed for.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

function macOf(purpose: string, payload: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(`${purpose}\n${payload}`).digest();
}

/** A token for `payload`, safe in a URL's path or query as it is. */
export function signToken(purpose: string, payload: string, secret: string): string {
  return `${Buffer.from(payload).toString('base64url')}.${macOf(purpose, payload, secret).toString('base64url')}`;
}

/** The payload a token was signed with for `purpose`, or null for a token forged, tampered with or malformed. */
export function verifyToken(purpose: string, token: string, secret: string): string | null {
  const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/.exec(token);
  if (!match?.[1] || !match[2]) return null;
  const payload = Buffer.from(match[1], 'base64url').toString();
  if (payload === '' || Buffer.from(payload).toString('base64url') !== match[1]) return null;
  const given = Buffer.from(match[2], 'base64url');
  const expected = macOf(purpose, payload, secret);
  return given.length === expected.length && timingSafeEqual(given, expected) ? payload : null;
}
