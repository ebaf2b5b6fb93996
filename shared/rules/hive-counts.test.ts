import { describe, expect, it } from 'vitest';
import { activeHives, activeHivesAddedThisMonth, hivesAddedTrendLabel } from './hive-counts';

// Local noon on 15 June 2026: months are calendar months where the user is.
const now = new Date(2026, 5, 15, 12, 0);
const at = (year: number, monthIndex: number, day: number, hour = 12) =>
  new Date(year, monthIndex, day, hour).toISOString();

describe('activeHives', () => {
  it('keeps only hives whose status is active', () => {
    const hives = [
      { id: 'a', status: 'active' },
      { id: 'b', status: 'dead' },
      { id: 'c', status: 'sold' },
      { id: 'd', status: 'active' },
    ] as const;
    expect(activeHives(hives).map(({ id }) => id)).toEqual(['a', 'd']);
  });
});

describe('activeHivesAddedThisMonth', () => {
  it('counts the active hives created in the current calendar month', () => {
    const hives = [
      { status: 'active', createdAt: at(2026, 5, 1, 0) },
      { status: 'active', createdAt: at(2026, 5, 30, 23) },
      { status: 'active', createdAt: at(2026, 4, 31, 23) },
      { status: 'active', createdAt: at(2025, 5, 15) },
      { status: 'inactive', createdAt: at(2026, 5, 10) },
    ] as const;
    expect(activeHivesAddedThisMonth(hives, now)).toBe(2);
  });

  it('is 0 without hives', () => {
    expect(activeHivesAddedThisMonth([], now)).toBe(0);
  });
});

describe('hivesAddedTrendLabel', () => {
  it('says how many hives were added, or that none were', () => {
    expect(hivesAddedTrendLabel(2)).toBe('+2 this month');
    expect(hivesAddedTrendLabel(1)).toBe('+1 this month');
    expect(hivesAddedTrendLabel(0)).toBe('No new hives this month');
  });
});
