/**
 * HiveKeeper's signed link tokens: a subject (a beekeeper's id, a newsletter address, an export's photo) and an
 * HMAC-SHA256 of it and the link's purpose under the stage's signing secret (`reminders:secret`), so a link acts
 * only on the subject it was sent for, can't be made up, and a token signed for one purpose never serves another.
 */
import { createHmac } from 'node:crypto';
import { equalInConstantTime } from './constant-time';

/** What a token is for; each purpose is part of the MAC. */
export const TOKEN_PURPOSES = {
  unsubscribeFromReminders: 'hivekeeper:unsubscribe:reminders',
  confirmNewsletter: 'hivekeeper:newsletter:confirm',
  unsubscribeFromNewsletter: 'hivekeeper:newsletter:unsubscribe',
  exportPhoto: 'hivekeeper:export:photo',
  teamInvitation: 'hivekeeper:team:invitation',
} as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[keyof typeof TOKEN_PURPOSES];

function macOf(purpose: TokenPurpose, subject: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(`${purpose}\n${subject}`).digest();
}

/** `<subject, base64url>.<MAC, base64url>`: safe in a URL's query as it is. */
export function signToken(purpose: TokenPurpose, subject: string, secret: string): string {
  return `${Buffer.from(subject).toString('base64url')}.${macOf(purpose, subject, secret).toString('base64url')}`;
}

/** The subject a token was signed for with this purpose, or null for one forged, tampered with or malformed. */
export function verifyToken(purpose: TokenPurpose, token: string, secret: string): string | null {
  const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/.exec(token);
  if (!match?.[1] || !match[2]) return null;
  const subject = Buffer.from(match[1], 'base64url').toString();
  if (subject === '' || Buffer.from(subject).toString('base64url') !== match[1]) return null;
  return equalInConstantTime(Buffer.from(match[2], 'base64url'), macOf(purpose, subject, secret)) ? subject : null;
}
