import { describe, expect, it } from 'vitest';
import { lastInspectionAge, lastInspectionLabel } from './last-inspection';

// Local noon on 1 June 2026; calendar dates are days where the user is.
const now = new Date(2026, 5, 1, 12, 0);

describe('lastInspectionAge', () => {
  it.each([
    ['2026-06-01', 'today'],
    ['2026-06-03', 'today'],
    ['2026-05-31', { unit: 'day', count: 1 }],
    ['2026-05-30', { unit: 'day', count: 2 }],
    ['2026-05-26', { unit: 'day', count: 6 }],
    ['2026-05-25', { unit: 'week', count: 1 }],
    ['2026-05-19', { unit: 'week', count: 1 }],
    ['2026-05-18', { unit: 'week', count: 2 }],
    ['2026-05-04', { unit: 'week', count: 4 }],
    ['2026-05-03', { unit: 'week', count: 4 }],
    ['2026-05-02', { unit: 'month', count: 1 }],
    ['2026-04-03', { unit: 'month', count: 1 }],
    ['2026-04-02', { unit: 'month', count: 2 }],
    ['2025-06-01', { unit: 'month', count: 12 }],
  ])('counts %s as %o', (date, age) => {
    expect(lastInspectionAge(date, now)).toEqual(age);
  });

  it('is never without an inspection', () => {
    expect(lastInspectionAge(null, now)).toBe('never');
  });

  it('counts calendar days, not 24-hour spans', () => {
    expect(lastInspectionAge(new Date(2026, 4, 31, 23, 59), new Date(2026, 5, 1, 0, 1))).toEqual({
      unit: 'day',
      count: 1,
    });
  });
});

describe('lastInspectionLabel', () => {
  it.each([
    ['2026-06-01', 'Today'],
    ['2026-05-31', '1 day ago'],
    ['2026-05-30', '2 days ago'],
    ['2026-05-25', '1 week ago'],
    ['2026-05-18', '2 weeks ago'],
    ['2026-05-02', '1 month ago'],
    ['2025-06-01', '12 months ago'],
  ])('says %s is %s', (date, label) => {
    expect(lastInspectionLabel(date, now)).toBe(label);
  });

  it('says Never without an inspection', () => {
    expect(lastInspectionLabel(null, now)).toBe('Never');
  });
});
