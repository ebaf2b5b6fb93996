import { describe, expect, it } from 'vitest';
import type { TaskRepeat } from '../domain/task-repeats';
import { nextDueDate } from './task-repeats';

describe('nextDueDate', () => {
  const cases: [TaskRepeat, number | null, string, string | null][] = [
    ['none', null, '2026-05-10', null],
    ['every_n_days', 1, '2026-05-10', '2026-05-11'],
    ['every_n_days', 10, '2026-05-25', '2026-06-04'],
    ['every_n_days', 365, '2027-03-01', '2028-02-29'],
    ['weekly', null, '2026-05-10', '2026-05-17'],
    ['weekly', null, '2026-12-28', '2027-01-04'],
    ['monthly', null, '2026-05-10', '2026-06-10'],
    ['monthly', null, '2026-01-31', '2026-02-28'],
    ['monthly', null, '2028-01-31', '2028-02-29'],
    ['monthly', null, '2026-03-31', '2026-04-30'],
    ['monthly', null, '2026-12-15', '2027-01-15'],
    ['yearly', null, '2026-05-10', '2027-05-10'],
    ['yearly', null, '2028-02-29', '2029-02-28'],
  ];

  it.each(cases)('%s (every %s days) after %s is %s', (repeat, repeatEveryDays, dueDate, expected) => {
    expect(nextDueDate(dueDate, { repeat, repeatEveryDays })).toBe(expected);
  });

  it('crosses the change to summer time as a whole number of days', () => {
    // Calendar days, not 24-hour steps: a day that is 23 hours long still moves the date by one.
    expect(nextDueDate('2026-03-28', { repeat: 'every_n_days', repeatEveryDays: 2 })).toBe('2026-03-30');
    expect(nextDueDate('2026-10-24', { repeat: 'weekly', repeatEveryDays: null })).toBe('2026-10-31');
  });
});
