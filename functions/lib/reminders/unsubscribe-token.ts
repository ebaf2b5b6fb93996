/**
 * The signed token of a reminder e-mail's one-click unsubscribe link: the beekeeper's id, signed for this purpose
 * under the stage's secret (`signed-token.ts`), so a link opts out only the beekeeper it was sent to and can't be
 * made up or moved to another id. It never expires: an old e-mail's link still works, as RFC 8058 expects.
 */
import { signToken, verifyToken } from '../signed-token';

/** What the MAC covers besides the id: a token signed for something else never unsubscribes. */
const PURPOSE = 'hivekeeper:unsubscribe:reminders';

/** `<user id, base64url>.<MAC, base64url>`: safe in a URL's query as it is. */
export function signUnsubscribeToken(userId: string, secret: string): string {
  return signToken(PURPOSE, userId, secret);
}

/** The beekeeper a token was signed for, or null for a token forged, tampered with or malformed. */
export function verifyUnsubscribeToken(token: string, secret: string): string | null {
  return verifyToken(PURPOSE, token, secret);
}
