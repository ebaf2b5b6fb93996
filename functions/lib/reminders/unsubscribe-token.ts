/**
 * The signed token of a reminder e-mail's one-click unsubscribe link: the beekeeper's id and an HMAC-SHA256 of it
 * and the link's purpose under the stage's secret, so a link opts out only the beekeeper it was sent to and can't
 * be made up or moved to another id. It never expires: an old e-mail's link still works, as RFC 8058 expects.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** What the MAC covers besides the id: a token signed for something else never unsubscribes. */
const PURPOSE = 'hivekeeper:unsubscribe:reminders';

function macOf(userId: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(`${PURPOSE}\n${userId}`).digest();
}

/** `<user id, base64url>.<MAC, base64url>`: safe in a URL's query as it is. */
export function signUnsubscribeToken(userId: string, secret: string): string {
  return `${Buffer.from(userId).toString('base64url')}.${macOf(userId, secret).toString('base64url')}`;
}

/** The beekeeper a token was signed for, or null for a token forged, tampered with or malformed. */
export function verifyUnsubscribeToken(token: string, secret: string): string | null {
  const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/.exec(token);
  if (!match?.[1] || !match[2]) return null;
  const userId = Buffer.from(match[1], 'base64url').toString();
  if (userId === '' || Buffer.from(userId).toString('base64url') !== match[1]) return null;
  const given = Buffer.from(match[2], 'base64url');
  const expected = macOf(userId, secret);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}
