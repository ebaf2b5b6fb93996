import { describe, expect, it } from 'vitest';
import { signToken, TOKEN_PURPOSES } from '../signed-token';
import { signPhotoLink, verifyPhotoLink } from './photo-link';

const secret = 'a-test-secret-that-is-long-enough-0123456789';
const link = {
  userId: 'ann',
  key: 'users/ann/inspection-photo/01JAAAAAAAAAAAAAAAAAAAAAAA.jpg',
  expiresAt: 1_800_000_000,
};

describe('export photo links', () => {
  it('name the beekeeper, the file and the end they were signed for', () => {
    expect(verifyPhotoLink(signPhotoLink(link, secret), secret)).toEqual(link);
  });

  it('are refused when signed with another secret, or for another purpose', () => {
    expect(verifyPhotoLink(signPhotoLink(link, `${secret}x`), secret)).toBeNull();
    const payload = JSON.stringify([link.userId, link.key, link.expiresAt]);
    expect(verifyPhotoLink(signToken(TOKEN_PURPOSES.unsubscribeFromReminders, payload, secret), secret)).toBeNull();
  });

  it('are refused when their end is moved, or when malformed', () => {
    const [, mac] = signPhotoLink(link, secret).split('.');
    const later = Buffer.from(JSON.stringify([link.userId, link.key, link.expiresAt + 86_400])).toString('base64url');
    expect(verifyPhotoLink(`${later}.${mac}`, secret)).toBeNull();
    for (const token of ['', 'x.y', signToken(TOKEN_PURPOSES.exportPhoto, 'not json', secret)]) {
      expect(verifyPhotoLink(token, secret)).toBeNull();
    }
  });
});
