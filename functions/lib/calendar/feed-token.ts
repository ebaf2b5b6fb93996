/**
 * A calendar link's secret: 32 random bytes, given to the beekeeper once in the link's address and stored only as
 * its SHA-256. A token is a key no one guesses, so an unsalted hash is enough to keep it out of the table: there is
 * no dictionary of 256-bit random values to try.
 */
import { createHash, randomBytes } from 'node:crypto';

const TOKEN_BYTES = 32;

export function newCalendarToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

export function hashOfCalendarToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
