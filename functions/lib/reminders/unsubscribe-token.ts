/**
 * The signed token of a reminder e-mail's one-click unsubscribe link (`lib/signed-token.ts`): the beekeeper's id,
 * so a link opts out only the beekeeper it was sent to. It never expires: an old e-mail's link still works, as
 * RFC 8058 expects.
 */
import { signToken, TOKEN_PURPOSES, verifyToken } from '../signed-token';

export function signUnsubscribeToken(userId: string, secret: string): string {
  return signToken(TOKEN_PURPOSES.unsubscribeFromReminders, userId, secret);
}

/** The beekeeper a token was signed for, or null for a token forged, tampered with or malformed. */
export function verifyUnsubscribeToken(token: string, secret: string): string | null {
  return verifyToken(TOKEN_PURPOSES.unsubscribeFromReminders, token, secret);
}
