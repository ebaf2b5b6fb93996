import { describe, expect, it } from 'vitest';
import { lastInspectionLabel } from './last-inspection';

// Local noon on 1 June 2026; calendar dates are days where the user is.
const now = new Date(2026, 5, 1, 12, 0);

describe('lastInspectionLabel', () => {
  it.each([
    ['2026-06-01', 'Today'],
    ['2026-06-03', 'Today'],
    ['2026-05-31', '1 day ago'],
    ['2026-05-30', '2 days ago'],
    ['2026-05-26', '6 days ago'],
    ['2026-05-25', '1 week ago'],
    ['2026-05-19', '1 week ago'],
    ['2026-05-18', '2 weeks ago'],
    ['2026-05-04', '4 weeks ago'],
    ['2026-05-03', '4 weeks ago'],
    ['2026-05-02', '1 month ago'],
    ['2026-04-03', '1 month ago'],
    ['2026-04-02', '2 months ago'],
    ['2025-06-01', '12 months ago'],
  ])('says %s is %s', (date, label) => {
    expect(lastInspectionLabel(date, now)).toBe(label);
  });

  it('says Never without an inspection', () => {
    expect(lastInspectionLabel(null, now)).toBe('Never');
  });

  it('counts calendar days, not 24-hour spans', () => {
    expect(lastInspectionLabel(new Date(2026, 4, 31, 23, 59), new Date(2026, 5, 1, 0, 1))).toBe('1 day ago');
  });
});
