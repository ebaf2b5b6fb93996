import { describe, expect, it } from 'vitest';
import { signToken, TOKEN_PURPOSES, verifyToken } from './signed-token';

const secret = 'a-test-secret-that-is-long-enough-0123456789';
const email = 'reader@example.com';

describe('signed link tokens', () => {
  it('name the subject they were signed for, for their purpose', () => {
    const token = signToken(TOKEN_PURPOSES.confirmNewsletter, email, secret);
    expect(verifyToken(TOKEN_PURPOSES.confirmNewsletter, token, secret)).toBe(email);
  });

  it('serve no other purpose: a confirmation link never unsubscribes, a reminder link never confirms', () => {
    const confirm = signToken(TOKEN_PURPOSES.confirmNewsletter, email, secret);
    expect(verifyToken(TOKEN_PURPOSES.unsubscribeFromNewsletter, confirm, secret)).toBeNull();
    const reminders = signToken(TOKEN_PURPOSES.unsubscribeFromReminders, email, secret);
    expect(verifyToken(TOKEN_PURPOSES.confirmNewsletter, reminders, secret)).toBeNull();
  });

  it('are refused when signed with another secret or for another address', () => {
    const token = signToken(TOKEN_PURPOSES.confirmNewsletter, email, `${secret}x`);
    expect(verifyToken(TOKEN_PURPOSES.confirmNewsletter, token, secret)).toBeNull();
    const [, mac] = signToken(TOKEN_PURPOSES.confirmNewsletter, email, secret).split('.');
    const other = Buffer.from('victim@example.com').toString('base64url');
    expect(verifyToken(TOKEN_PURPOSES.confirmNewsletter, `${other}.${mac}`, secret)).toBeNull();
  });

  it('are refused when malformed', () => {
    for (const token of ['', 'no-dot', '.', `${email}.`, 'a.b.c', 'not base64!.abc']) {
      expect(verifyToken(TOKEN_PURPOSES.confirmNewsletter, token, secret)).toBeNull();
    }
  });
});
