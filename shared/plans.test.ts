import { describe, expect, it } from 'vitest';
import { canAddWithinFreeLimit, FREE_PLAN_FEATURES, FREE_PLAN_LIMITS, hasProAccess, type PlanHolder } from './plans';
import { canDo, PLAN_RULES, PLAN_STATES, planRuleAllows, planStateOf, RECORD_ACTIONS } from './plan-rules';

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

describe('planStateOf', () => {
  it.each([
    [{ isAdmin: false, subscriptionPlan: 'free', subscriptionStatus: 'free' }, 'free'],
    [{ isAdmin: false, subscriptionPlan: 'free', subscriptionStatus: 'incomplete' }, 'free'],
    [{ isAdmin: false, subscriptionPlan: 'free', subscriptionStatus: 'incomplete_expired' }, 'free'],
    [{ isAdmin: false, subscriptionPlan: 'pro', subscriptionStatus: 'trialing' }, 'trialing'],
    [{ isAdmin: false, subscriptionPlan: 'pro', subscriptionStatus: 'active' }, 'active'],
    [{ isAdmin: true, subscriptionPlan: 'free', subscriptionStatus: 'free' }, 'active'],
    [{ isAdmin: false, subscriptionPlan: 'pro', subscriptionStatus: 'past_due' }, 'lapsed'],
    [{ isAdmin: false, subscriptionPlan: 'pro', subscriptionStatus: 'unpaid' }, 'lapsed'],
    [{ isAdmin: false, subscriptionPlan: 'pro', subscriptionStatus: 'paused' }, 'lapsed'],
    [{ isAdmin: false, subscriptionPlan: 'free', subscriptionStatus: 'canceled' }, 'lapsed'],
  ] as const)('%o is %s', (user, state) => {
    expect(planStateOf(user)).toBe(state);
  });
});

describe('the plan rule (PLAN_RULES, canDo)', () => {
  it('gives Pro (trialing or active) every action on every record type', () => {
    for (const record of Object.keys(PLAN_RULES) as (keyof typeof PLAN_RULES)[]) {
      for (const action of RECORD_ACTIONS) {
        expect(canDo('trialing', record, action)).toBe(true);
        expect(canDo('active', record, action)).toBe(true);
      }
    }
  });

  it.each(['treatments', 'production', 'finances', 'inspectionPhotos'] as const)(
    'lets a lapsed beekeeper read and delete their %s but not create or edit them',
    (record) => {
      expect(RECORD_ACTIONS.filter((action) => canDo('lapsed', record, action))).toEqual(['read', 'delete']);
    },
  );

  it('lets a free beekeeper list and delete treatments, and nothing on the Pro screens (their paywall)', () => {
    expect(RECORD_ACTIONS.filter((action) => canDo('free', 'treatments', action))).toEqual(['read', 'delete']);
    expect(RECORD_ACTIONS.filter((action) => canDo('free', 'production', action))).toEqual([]);
    expect(RECORD_ACTIONS.filter((action) => canDo('free', 'finances', action))).toEqual([]);
  });

  it('never lets a plan state do anything with records it may not read, nor take away deleting what it reads', () => {
    for (const [record, states] of Object.entries(PLAN_RULES)) {
      for (const state of PLAN_STATES) {
        const actions: readonly string[] = states[state];
        if (actions.length > 0) expect(actions, `${record} for ${state}`).toContain('read');
        if (record !== 'reports' && actions.includes('read'))
          expect(actions, `${record} for ${state}`).toContain('delete');
      }
    }
  });

  it('keeps the free records free for every plan state (their limits apart)', () => {
    for (const record of ['apiaries', 'hives', 'inspections', 'tasks'] as const) {
      for (const state of PLAN_STATES)
        expect(RECORD_ACTIONS.every((action) => canDo(state, record, action))).toBe(true);
    }
  });

  it('applies a rule with `when` only to a body whose field holds one of its values', () => {
    const zip = { record: 'reports', action: 'create', when: { field: 'format', oneOf: ['zip'] } } as const;
    expect(planRuleAllows(zip, 'free', { format: 'zip' })).toBe(false);
    expect(planRuleAllows(zip, 'lapsed', { format: 'zip' })).toBe(false);
    expect(planRuleAllows(zip, 'active', { format: 'zip' })).toBe(true);
    expect(planRuleAllows(zip, 'free', { format: 'json' })).toBe(true);
    expect(planRuleAllows({ record: 'production', action: 'read' }, 'free', undefined)).toBe(false);
  });
});
