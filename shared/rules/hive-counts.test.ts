import { describe, expect, it } from 'vitest';
import { hivesAddedTrendLabel } from './hive-counts';

describe('hivesAddedTrendLabel', () => {
  it('says how many hives were added, or that none were', () => {
    expect(hivesAddedTrendLabel(2)).toBe('+2 this month');
    expect(hivesAddedTrendLabel(1)).toBe('+1 this month');
    expect(hivesAddedTrendLabel(0)).toBe('No new hives this month');
  });
});
