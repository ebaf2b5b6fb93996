import { describe, expect, it } from 'vitest';
import { seasonForMonth, seasonOn } from './season';

describe('seasonForMonth', () => {
  it.each([
    [1, 'winter'],
    [2, 'winter'],
    [3, 'spring'],
    [5, 'spring'],
    [6, 'summer'],
    [8, 'summer'],
    [9, 'fall'],
    [11, 'fall'],
    [12, 'winter'],
  ])('month %i is %s', (month, season) => {
    expect(seasonForMonth(month)).toBe(season);
  });

  it('reads the local month of a moment', () => {
    expect(seasonOn(new Date(2026, 2, 1, 0, 0))).toBe('spring');
    expect(seasonOn(new Date(2026, 1, 28, 23, 59))).toBe('winter');
  });
});
