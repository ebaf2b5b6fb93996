import { describe, expect, it } from 'vitest';
import { hasProAccess } from './plans';
import { canDo, hasProState, PLAN_RULES, PLAN_STATES, planRuleAllows, planStateOf, RECORD_ACTIONS } from './plan-rules';

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
    // The Pro check of Pro routes reads the state too: it has Pro exactly when hasProAccess says so.
    expect(hasProState(state)).toBe(hasProAccess(user));
  });
});

describe('the plan rule (PLAN_RULES, canDo)', () => {
  it('gives Pro (trialing or active) every action on every record type HiveKeeper stores', () => {
    for (const record of Object.keys(PLAN_RULES) as (keyof typeof PLAN_RULES)[]) {
      if (record === 'inspectionDrafts') continue;
      for (const action of RECORD_ACTIONS) {
        expect(canDo('trialing', record, action)).toBe(true);
        expect(canDo('active', record, action)).toBe(true);
      }
    }
  });

  it('lets only Pro (trialing or active) draft inspections from their words, which are never stored', () => {
    for (const state of PLAN_STATES) {
      expect(RECORD_ACTIONS.filter((action) => canDo(state, 'inspectionDrafts', action))).toEqual(
        hasProState(state) ? ['create'] : [],
      );
    }
  });

  it.each(['treatments', 'production', 'finances', 'inspectionPhotos', 'hiveScales'] as const)(
    'lets a lapsed beekeeper read and delete their %s but not create or edit them',
    (record) => {
      expect(RECORD_ACTIONS.filter((action) => canDo('lapsed', record, action))).toEqual(['read', 'delete']);
    },
  );

  it('lets a free beekeeper list and delete treatments, and nothing on the Pro screens (their paywall)', () => {
    expect(RECORD_ACTIONS.filter((action) => canDo('free', 'treatments', action))).toEqual(['read', 'delete']);
    expect(RECORD_ACTIONS.filter((action) => canDo('free', 'production', action))).toEqual([]);
    expect(RECORD_ACTIONS.filter((action) => canDo('free', 'finances', action))).toEqual([]);
    expect(RECORD_ACTIONS.filter((action) => canDo('free', 'hiveScales', action))).toEqual([]);
  });

  it('never lets a plan state do anything with records it may not read, nor take away deleting what it reads', () => {
    for (const [record, states] of Object.entries(PLAN_RULES)) {
      if (record === 'inspectionDrafts') continue;
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
