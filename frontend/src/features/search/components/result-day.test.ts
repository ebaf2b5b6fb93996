import { describe, expect, it } from 'vitest';
import { dayInWords, titleWithDay } from './result-day';

// Saturday 28 November 2026, mid-morning where the beekeeper is.
const NOW = new Date(2026, 10, 28, 10, 30);

describe("a search result's day", () => {
  it('says today, tomorrow and yesterday, else the weekday and date, with the year only when not this one', () => {
    expect(dayInWords('2026-11-28', NOW)).toBe('today');
    expect(dayInWords('2026-11-29', NOW)).toBe('tomorrow');
    expect(dayInWords('2026-11-27', NOW)).toBe('yesterday');
    expect(dayInWords('2026-12-06', NOW)).toBe('Sun, Dec 6');
    expect(dayInWords('2026-05-01', NOW)).toBe('Fri, May 1');
    expect(dayInWords('2025-12-24', NOW)).toBe('Wed, Dec 24, 2025');
  });

  it("follows the title: an inspection's or treatment's day, a task's due day, or the day a done task was due", () => {
    expect(titleWithDay({ title: 'Rose', day: { kind: 'on', date: '2026-11-28' } }, NOW)).toBe('Rose · Today');
    expect(titleWithDay({ title: 'Apivar · Rose', day: { kind: 'on', date: '2026-04-02' } }, NOW)).toBe(
      'Apivar · Rose · Thu, Apr 2',
    );
    expect(titleWithDay({ title: 'Add supers · Rose', day: { kind: 'due', date: '2026-11-29' } }, NOW)).toBe(
      'Add supers · Rose · due tomorrow',
    );
    expect(titleWithDay({ title: 'Requeen', day: { kind: 'wasDue', date: '2026-11-29' } }, NOW)).toBe(
      'Requeen · done, was due tomorrow',
    );
    expect(titleWithDay({ title: 'Chalk Hill', day: null }, NOW)).toBe('Chalk Hill');
  });
});
