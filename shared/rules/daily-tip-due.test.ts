import { describe, expect, it } from 'vitest';
import { isDailyTipDue } from './daily-tip-due';

const january = new Date(2026, 0, 15, 9);

describe('isDailyTipDue', () => {
  it('is due unless it was already shown today', () => {
    expect(isDailyTipDue(null, january)).toBe(true);
    expect(isDailyTipDue('2026-01-14', january)).toBe(true);
    expect(isDailyTipDue('2026-01-15', january)).toBe(false);
  });
});
