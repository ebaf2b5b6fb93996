import { describe, expect, it } from 'vitest';
import { isNewUserSchema, userSchema } from './user';

const user = {
  id: 'a1b2c3d4-0000-4000-8000-000000000000',
  username: null,
  firstName: 'Ada',
  lastName: null,
  bio: null,
  email: 'ada@example.org',
  profileImageUrl: null,
  createdAt: '2026-05-01T10:00:00.000Z',
  isAdmin: false,
  subscriptionPlan: 'free',
  subscriptionStatus: 'free',
};

describe('userSchema', () => {
  it('accepts the current-user answer', () => {
    expect(userSchema.parse(user)).toEqual(user);
  });

  it('refuses unknown plans and statuses', () => {
    expect(userSchema.safeParse({ ...user, subscriptionPlan: 'gold' }).success).toBe(false);
    expect(userSchema.safeParse({ ...user, subscriptionStatus: 'expired' }).success).toBe(false);
  });

  it('describes the new-user flag and whether the getting-started checklist was dismissed', () => {
    const answer = { isNewUser: true, gettingStartedDismissed: false };
    expect(isNewUserSchema.parse(answer)).toEqual(answer);
    expect(isNewUserSchema.safeParse({ ...answer, isNewUser: 'yes' }).success).toBe(false);
    expect(isNewUserSchema.safeParse({ isNewUser: true }).success).toBe(false);
  });
});
