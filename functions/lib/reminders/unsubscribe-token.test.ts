import { describe, expect, it } from 'vitest';
import { signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token';

const secret = 'a-test-secret-that-is-long-enough-0123456789';
const userId = '4f1c2a9e-7d3b-4c61-9a8e-2b5d6f7a8c90';

describe('unsubscribe tokens', () => {
  it('name the beekeeper they were signed for', () => {
    expect(verifyUnsubscribeToken(signUnsubscribeToken(userId, secret), secret)).toBe(userId);
  });

  it('are refused when signed with another secret', () => {
    expect(verifyUnsubscribeToken(signUnsubscribeToken(userId, `${secret}x`), secret)).toBeNull();
  });

  it('are refused when the id is swapped for another beekeeper', () => {
    const [, mac] = signUnsubscribeToken(userId, secret).split('.');
    const other = Buffer.from('another-beekeeper').toString('base64url');
    expect(verifyUnsubscribeToken(`${other}.${mac}`, secret)).toBeNull();
  });

  it('are refused when a character of the signature is changed', () => {
    const token = signUnsubscribeToken(userId, secret);
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    expect(verifyUnsubscribeToken(`${token.slice(0, -1)}${last}`, secret)).toBeNull();
  });

  it('are refused when malformed', () => {
    for (const token of ['', 'no-dot', '.', `${userId}.`, 'a.b.c', 'not base64!.abc']) {
      expect(verifyUnsubscribeToken(token, secret)).toBeNull();
    }
  });
});
