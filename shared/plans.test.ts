import { describe, expect, it } from 'vitest';
import { canAddWithinFreeLimit, FREE_PLAN_FEATURES, FREE_PLAN_LIMITS, hasProAccess, type PlanHolder } from './plans';

const freeUser: PlanHolder = { isAdmin: false, subscriptionPlan: 'free', subscriptionStatus: 'free' };
const proUser = (subscriptionStatus: PlanHolder['subscriptionStatus']): PlanHolder => ({
  isAdmin: false,
  subscriptionPlan: 'pro',
  subscriptionStatus,
});

describe('hasProAccess', () => {
  it('is granted to admins whatever their plan', () => {
    expect(hasProAccess({ ...freeUser, isAdmin: true })).toBe(true);
  });

  it('is granted to pro subscriptions that are active or trialing', () => {
    expect(hasProAccess(proUser('active'))).toBe(true);
    expect(hasProAccess(proUser('trialing'))).toBe(true);
  });

  it.each(['canceled', 'past_due', 'unpaid', 'incomplete', 'incomplete_expired', 'paused'] as const)(
    'is refused to a pro plan whose status is %s',
    (status) => {
      expect(hasProAccess(proUser(status))).toBe(false);
    },
  );

  it('is refused to free users, even with a stale active status', () => {
    expect(hasProAccess(freeUser)).toBe(false);
    expect(hasProAccess({ ...freeUser, subscriptionStatus: 'active' })).toBe(false);
  });
});

describe('canAddWithinFreeLimit', () => {
  it('lets a free user add up to 3 hives and 1 apiary', () => {
    expect(FREE_PLAN_LIMITS).toEqual({ hives: 3, apiaries: 1 });
    expect(canAddWithinFreeLimit(freeUser, 'hives', 2)).toBe(true);
    expect(canAddWithinFreeLimit(freeUser, 'hives', 3)).toBe(false);
    expect(canAddWithinFreeLimit(freeUser, 'apiaries', 0)).toBe(true);
    expect(canAddWithinFreeLimit(freeUser, 'apiaries', 1)).toBe(false);
  });

  it('keeps a free user over the limit (after a downgrade) from adding more', () => {
    expect(canAddWithinFreeLimit(freeUser, 'hives', 7)).toBe(false);
  });

  it('does not limit pro users or admins', () => {
    expect(canAddWithinFreeLimit(proUser('active'), 'hives', 50)).toBe(true);
    expect(canAddWithinFreeLimit({ ...freeUser, isAdmin: true }, 'apiaries', 10)).toBe(true);
    expect(canAddWithinFreeLimit(proUser('canceled'), 'hives', 3)).toBe(false);
  });
});

describe('FREE_PLAN_FEATURES', () => {
  it('opens with the limits the server enforces', () => {
    expect(FREE_PLAN_FEATURES[0]).toBe(`Up to ${FREE_PLAN_LIMITS.hives} hives`);
    expect(FREE_PLAN_FEATURES[1]).toBe(`${FREE_PLAN_LIMITS.apiaries} apiary`);
  });
});
