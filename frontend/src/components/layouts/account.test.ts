import { describe, expect, it } from 'vitest';
import { buildUser } from '@/testing/server';
import { displayName, initials, planName } from './account';

describe('the account menu', () => {
  it('names the plan Admin for admins, Pro with Pro access, Free otherwise', () => {
    expect(planName(buildUser({ isAdmin: true }))).toBe('Admin');
    expect(planName(buildUser({ subscriptionPlan: 'pro', subscriptionStatus: 'trialing' }))).toBe('Pro');
    expect(planName(buildUser({ subscriptionPlan: 'pro', subscriptionStatus: 'canceled' }))).toBe('Free');
    expect(planName(buildUser())).toBe('Free');
  });

  it('greets by full name, else username, else e-mail, with matching initials', () => {
    expect([displayName(buildUser()), initials(buildUser())]).toEqual(['Ada Apiarist', 'AA']);
    const named = buildUser({ firstName: null, lastName: null, username: 'queenbee' });
    expect([displayName(named), initials(named)]).toEqual(['queenbee', 'Q']);
    const anonymous = buildUser({ firstName: null, lastName: null, username: null, email: 'zoe@example.com' });
    expect([displayName(anonymous), initials(anonymous)]).toEqual(['zoe@example.com', 'Z']);
  });
});
