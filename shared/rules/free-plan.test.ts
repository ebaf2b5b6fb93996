import { describe, expect, it } from 'vitest';
import { FREE_PLAN_LIMITS } from '../plans';
import { FREE_PLAN_FEATURES } from './free-plan';

describe('FREE_PLAN_FEATURES', () => {
  it('opens with the limits the server enforces', () => {
    expect(FREE_PLAN_FEATURES[0]).toBe(`Up to ${FREE_PLAN_LIMITS.hives} hives`);
    expect(FREE_PLAN_FEATURES[1]).toBe(`${FREE_PLAN_LIMITS.apiaries} apiary`);
  });
});
